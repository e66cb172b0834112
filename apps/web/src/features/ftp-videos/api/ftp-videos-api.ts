import type { TFtpVideoImport, TFtpVideoList, TLocale, TVideo } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

export const FTP_VIDEOS_PATH = '/api/admin/content/ftp_videos';
const FTP_VIDEOS_KEY = ['ftp-videos'] as const;

/** The files waiting in the FTP folder; the refresh button refetches without the 10 s reuse. */
export function useFtpVideos() {
  return useQuery({
    queryKey: [...FTP_VIDEOS_KEY, 'list'],
    queryFn: ({ signal }) => apiJson<TFtpVideoList>(FTP_VIDEOS_PATH, { signal, fresh: true }),
  });
}

/** Success or failure, the list is read again: a 404 or 409 means it changed under us. */
export function useImportFtpVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (input: TFtpVideoImport) =>
      apiJson<TVideo>(`${FTP_VIDEOS_PATH}/import`, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FTP_VIDEOS_KEY }),
  });
}

export function useLocales() {
  return useQuery({
    queryKey: ['locales'],
    queryFn: () => apiJson<{ locales: TLocale[] }>('/api/locales'),
    staleTime: 10 * 60_000,
  });
}
