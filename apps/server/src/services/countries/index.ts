// What other areas use of the countries services; they import it from here only.
export { nameIn } from './place-names';
export { assertBillableCountry, assertUsablePlaces } from './usable-places';
