import {
  ZBillingCountriesResponse,
  ZCountriesResponse,
  ZLocalesResponse,
  ZReferenceQuery,
  ZRegionsResponse,
  ZSignupCountriesResponse,
  ZTimeZonesResponse,
} from '../schemas/reference';
import { defineEndpoint } from './define-endpoint';

const common = { method: 'GET', tags: ['reference'] } as const;

/** SPEC §7 Reference: small read-only lists. */
export const referenceEndpoints = {
  timeZones: defineEndpoint({
    ...common,
    path: '/api/time_zones',
    access: 'public',
    summary: 'IANA time zones',
    response: ZTimeZonesResponse,
  }),
  locales: defineEndpoint({
    ...common,
    path: '/api/locales',
    access: 'public',
    summary: 'Content locales',
    response: ZLocalesResponse,
  }),
  countries: defineEndpoint({
    ...common,
    path: '/api/countries.json',
    query: ZReferenceQuery,
    access: 'public',
    summary:
      'Content countries, disabled ones included (`enabled`); `?locale=` names them in that locale',
    response: ZCountriesResponse,
  }),
  signupCountries: defineEndpoint({
    ...common,
    path: '/api/public/signup_countries',
    query: ZReferenceQuery,
    access: 'public',
    summary:
      'Business countries enabled and offered at sign-up, with currency and VAT rate; `?locale=` names them in that locale',
    response: ZSignupCountriesResponse,
  }),
  adminCountries: defineEndpoint({
    ...common,
    path: '/api/admin/content/countries',
    query: ZReferenceQuery,
    access: 'anyAdmin',
    summary: 'Countries with their region (admins)',
    response: ZCountriesResponse,
  }),
  adminBusinessCountries: defineEndpoint({
    ...common,
    path: '/api/admin/content/business_countries',
    query: ZReferenceQuery,
    access: 'anyAdmin',
    summary:
      'Business countries for billing forms (admins), disabled ones included (`enabled`), with currency and VAT rate',
    response: ZBillingCountriesResponse,
  }),
  adminRegions: defineEndpoint({
    ...common,
    path: '/api/admin/content/regions',
    query: ZReferenceQuery,
    access: 'anyAdmin',
    summary: 'Regions (admins)',
    response: ZRegionsResponse,
  }),
};
