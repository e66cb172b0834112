import { ApiRequestError } from '../api/client';

/** Reference lists change rarely: keep them for ten minutes across screens. */
export const KEEP = 10 * 60_000;

/** A 4xx (a group that may not read the list) will not get better by asking again. */
export const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status < 500) && failures < 2;

export const referenceKeys = {
  locales: ['reference', 'locales'] as const,
  timeZones: ['reference', 'time-zones'] as const,
  countries: ['reference', 'countries'] as const,
  adminCountries: ['reference', 'admin-countries'] as const,
  adminRegions: ['reference', 'admin-regions'] as const,
  billingCountries: ['reference', 'billing-countries'] as const,
};
