import {
  adsEndpoints,
  BANNER_IMAGE_FIELD,
  bannerListQuery,
  referenceEndpoints,
  type TBannerCreate,
  type TBannerUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';
import { localesQuery } from '../../../lib/reference/reference-api';
import { ADS_KEY, adsKeys } from './ads-keys';

/** Where /ads leads: the main locale of the general settings. */
export function useAdsOverview() {
  return useQuery({
    queryKey: adsKeys.overview,
    queryFn: ({ signal }) => call(adsEndpoints.overview, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The query the server also answers inside index.html for the banners list's first screen. */
const bannersQuery = (locale: string) => ({
  queryKey: adsKeys.banners(locale),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(adsEndpoints.listBanners, { query: bannerListQuery(locale), signal }),
});

/** A locale's banners, each placement in its order, with their state at the answer's moment. */
export function useBanners(locale: string) {
  return useQuery(bannersQuery(locale));
}

/** The banners list's first requests: the locale's banners and the locale picker's list. */
export const bannersScreenLoader = prefetchLoaders(
  prefetchLoader(adsEndpoints.listBanners, ({ params }) =>
    params.locale ? bannersQuery(params.locale) : undefined,
  ),
  prefetchLoader(referenceEndpoints.locales, () => localesQuery),
);

export function useBanner(id: number) {
  return useQuery({
    queryKey: adsKeys.banner(id),
    queryFn: ({ signal }) => call(adsEndpoints.getBanner, { params: { id }, signal }),
    retry: false,
  });
}

/** After any write the area's lists, banners and histories are read afresh. */
function useAdsWrite<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADS_KEY }),
  });
}

export const useCreateBanner = () =>
  useAdsWrite((banner: TBannerCreate['banner']) =>
    call(adsEndpoints.createBanner, { body: { banner } }),
  );

export const useUpdateBanner = () =>
  useAdsWrite(({ id, banner }: { id: number; banner: TBannerUpdate['banner'] }) =>
    call(adsEndpoints.updateBanner, { params: { id }, body: { banner } }),
  );

export const useDeleteBanner = () =>
  useAdsWrite((id: number) => call(adsEndpoints.deleteBanner, { params: { id } }));

export const useMoveBanner = () =>
  useAdsWrite(({ id, position }: { id: number; position: number }) =>
    call(adsEndpoints.moveBanner, { params: { id }, body: { position } }),
  );

export const useDuplicateBanner = () =>
  useAdsWrite(({ id, locales }: { id: number; locales: string[] }) =>
    call(adsEndpoints.duplicateBanner, { params: { id }, body: { locales } }),
  );

/** Uploads the banner image (multipart, field `image`): the server stores it and its variant. */
export const useUploadBannerImage = (id: number) =>
  useAdsWrite((file: File) => {
    const body = new FormData();
    body.append(BANNER_IMAGE_FIELD, file);
    return call(adsEndpoints.uploadBannerImage, { params: { id }, body });
  });

export const useRemoveBannerImage = (id: number) =>
  useAdsWrite(() => call(adsEndpoints.removeBannerImage, { params: { id } }));

export const useBannerHistory = (id: number) =>
  useHistory(adsEndpoints.bannerHistory, { id }, ADS_KEY);
