// What other areas use of the ads services; they import it from here only.
export { assertLocale } from './ad-checks';
