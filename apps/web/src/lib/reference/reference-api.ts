import { referenceEndpoints } from '@newsroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../api/call';
import { ApiRequestError } from '../api/client';

/** Reference lists change rarely: keep them for ten minutes across screens. */
const KEEP = 10 * 60_000;

/** A 4xx (a group that may not read the list) will not get better by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status < 500) && failures < 2;

export const referenceKeys = {
  locales: ['reference', 'locales'] as const,
  timeZones: ['reference', 'time-zones'] as const,
  countries: ['reference', 'countries'] as const,
  adminCountries: ['reference', 'admin-countries'] as const,
  adminRegions: ['reference', 'admin-regions'] as const,
  billingCountries: ['reference', 'billing-countries'] as const,
};

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

const timeZonesQuery = {
  queryKey: referenceKeys.timeZones,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(referenceEndpoints.timeZones, { signal }),
  staleTime: KEEP,
  retry: retryServerErrors,
};

/** IANA time zones. */
export function useTimeZones() {
  return useQuery(timeZonesQuery);
}

/** Starts loading the time zones once, at start (SPEC §7), without waiting for them. */
export function usePrefetchTimeZones() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(timeZonesQuery);
  }, [queryClient]);
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
