import { referenceEndpoints } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { KEEP, referenceKeys, retryServerErrors } from './reference-query';

/** Content locales (open to every admin, translators included). */
export const localesQuery = {
  queryKey: referenceKeys.locales,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(referenceEndpoints.locales, { signal }),
  staleTime: KEEP,
  retry: retryServerErrors,
};

export function useLocales() {
  return useQuery(localesQuery);
}

/** Countries (the public list). */
export const countriesQuery = {
  queryKey: referenceKeys.countries,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(referenceEndpoints.countries, { signal }),
  staleTime: KEEP,
  retry: retryServerErrors,
};

export function useCountries() {
  return useQuery(countriesQuery);
}

/** Regions as admins see them, disabled ones included. */
export const adminRegionsQuery = {
  queryKey: referenceKeys.adminRegions,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(referenceEndpoints.adminRegions, { signal }),
  staleTime: KEEP,
  retry: retryServerErrors,
};

/** Countries with their region as admins see them, disabled ones included. */
export const adminCountriesQuery = {
  queryKey: referenceKeys.adminCountries,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(referenceEndpoints.adminCountries, { signal }),
  staleTime: KEEP,
  retry: retryServerErrors,
};

/** Regions and the countries with their region, as admins see them (geo-blocking choices). */
export function useRegionsAndCountries() {
  const regions = useQuery(adminRegionsQuery);
  const countries = useQuery(adminCountriesQuery);
  return { regions: regions.data?.regions ?? [], countries: countries.data?.countries ?? [] };
}

/** Business countries, for billing forms (every admin may read them). */
export function useBillingCountries() {
  return useQuery({
    queryKey: referenceKeys.billingCountries,
    queryFn: ({ signal }) => call(referenceEndpoints.adminBusinessCountries, { signal }),
    staleTime: KEEP,
    retry: retryServerErrors,
  });
}

export { referenceKeys } from './reference-query';
export { timeZonesQuery, usePrefetchTimeZones, useTimeZones } from './time-zones';
