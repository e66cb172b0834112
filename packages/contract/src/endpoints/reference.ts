import {
  ZCountriesResponse,
  ZLocalesResponse,
  ZRegionsResponse,
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
    access: 'public',
    summary: 'Countries',
    response: ZCountriesResponse,
  }),
  adminCountries: defineEndpoint({
    ...common,
    path: '/api/admin/content/countries',
    access: 'anyAdmin',
    summary: 'Countries with their region (admins)',
    response: ZCountriesResponse,
  }),
  adminRegions: defineEndpoint({
    ...common,
    path: '/api/admin/content/regions',
    access: 'anyAdmin',
    summary: 'Regions (admins)',
    response: ZRegionsResponse,
  }),
};
