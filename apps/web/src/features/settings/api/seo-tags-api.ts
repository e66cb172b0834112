import {
  SEO_IMAGE_FIELD,
  seoTagEndpoints,
  type TSeoPageType,
  type TSeoTagUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const KEY = ['settings', 'seo-tags'] as const;
type TTarget = { locale: string; pageType: TSeoPageType };

/** A locale's tags of every page type, read afresh: another admin may have saved a moment ago. */
export function useSeoTags(locale: string) {
  return useQuery({
    queryKey: [...KEY, locale],
    queryFn: ({ signal }) =>
      call(seoTagEndpoints.list, { params: { locale }, signal, fresh: true }),
  });
}

function useSeoWrite<V, R>(target: TTarget, send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, target.locale] }),
  });
}

const paramsOf = ({ locale, pageType }: TTarget) => ({ locale, page_type: pageType });

export const useSaveSeoTag = (target: TTarget) =>
  useSeoWrite(target, (change: TSeoTagUpdate['seo_tag']) =>
    call(seoTagEndpoints.update, { params: paramsOf(target), body: { seo_tag: change } }),
  );

/** Uploads the Open Graph image (multipart, field `image`). */
export const useUploadSeoImage = (target: TTarget) =>
  useSeoWrite(target, (file: File) => {
    const body = new FormData();
    body.append(SEO_IMAGE_FIELD, file);
    return call(seoTagEndpoints.uploadImage, { params: paramsOf(target), body });
  });

export const useRemoveSeoImage = (target: TTarget) =>
  useSeoWrite(target, () => call(seoTagEndpoints.removeImage, { params: paramsOf(target) }));

export const useSeoTagHistory = (target: TTarget) =>
  useHistory(seoTagEndpoints.history, paramsOf(target), [...KEY, target.locale]);
