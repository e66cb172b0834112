import {
  countryEndpoints,
  type TBusinessCountryCreate,
  type TBusinessCountryUpdate,
  type TContentCountryCreate,
  type TContentCountryUpdate,
  type TContentRegionCreate,
  type TContentRegionUpdate,
} from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { useListChange } from '../../../lib/query/list-change';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';
import { referenceKeys } from '../../../lib/reference/reference-api';

const KEY = ['settings', 'countries'] as const;
const CONTENT = [...KEY, 'content'] as const;
const REGIONS = [...KEY, 'regions'] as const;
const BUSINESS = [...KEY, 'business'] as const;

const contentCountriesQuery = {
  queryKey: CONTENT,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(countryEndpoints.listContentCountries, { signal, fresh: true }),
};

const regionsQuery = {
  queryKey: REGIONS,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(countryEndpoints.listRegions, { signal, fresh: true }),
};

export const useContentCountries = () => useQuery(contentCountriesQuery);

export const useContentRegions = () => useQuery(regionsQuery);

/** The content countries screen's first requests: its regions and its countries. */
export const contentCountriesScreenLoader = prefetchLoaders(
  prefetchLoader(countryEndpoints.listRegions, () => regionsQuery),
  prefetchLoader(countryEndpoints.listContentCountries, () => contentCountriesQuery),
);

export const useBusinessCountries = () =>
  useQuery({
    queryKey: BUSINESS,
    queryFn: ({ signal }) => call(countryEndpoints.listBusinessCountries, { signal, fresh: true }),
  });

/** A change refreshes the settings lists and the reference lists every picker reads. */
const useChange = <TInput, TResult>(change: (input: TInput) => Promise<TResult>) =>
  useListChange(
    [KEY, referenceKeys.countries, referenceKeys.adminCountries, referenceKeys.adminRegions],
    change,
  );

type TUpdate<T> = { id: number; change: T };

export const useSaveContentCountry = () =>
  useChange(
    (input: TContentCountryCreate['country'] | TUpdate<TContentCountryUpdate['country']>) =>
      'change' in input
        ? call(countryEndpoints.updateContentCountry, {
            params: { id: input.id },
            body: { country: input.change },
          })
        : call(countryEndpoints.createContentCountry, { body: { country: input } }),
  );

export const useSaveRegion = () =>
  useChange((input: TContentRegionCreate['region'] | TUpdate<TContentRegionUpdate['region']>) =>
    'change' in input
      ? call(countryEndpoints.updateRegion, {
          params: { id: input.id },
          body: { region: input.change },
        })
      : call(countryEndpoints.createRegion, { body: { region: input } }),
  );

export const useSaveBusinessCountry = () =>
  useChange(
    (input: TBusinessCountryCreate['country'] | TUpdate<TBusinessCountryUpdate['country']>) =>
      'change' in input
        ? call(countryEndpoints.updateBusinessCountry, {
            params: { id: input.id },
            body: { country: input.change },
          })
        : call(countryEndpoints.createBusinessCountry, { body: { country: input } }),
  );

/** The kinds of place a removal or history names. */
export type TPlaceKind = 'content_country' | 'region' | 'business_country';

const DELETE = {
  content_country: countryEndpoints.deleteContentCountry,
  region: countryEndpoints.deleteRegion,
  business_country: countryEndpoints.deleteBusinessCountry,
} as const;

export const useDeletePlace = () =>
  useChange(({ kind, id }: { kind: TPlaceKind; id: number }) =>
    call(DELETE[kind], { params: { id } }),
  );

const HISTORY = {
  content_country: countryEndpoints.contentCountryHistory,
  region: countryEndpoints.regionHistory,
  business_country: countryEndpoints.businessCountryHistory,
} as const;

export const usePlaceHistory = (kind: TPlaceKind, id: number) =>
  useHistory(HISTORY[kind], { id }, KEY);
