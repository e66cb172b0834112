import { ftpVideoEndpoints, type TFtpVideoImport } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const FTP_VIDEOS_KEY = ['ftp-videos'] as const;

/** The files waiting in the FTP folder; the refresh button refetches without the 10 s reuse. */
export function useFtpVideos() {
  return useQuery({
    queryKey: [...FTP_VIDEOS_KEY, 'list'],
    queryFn: ({ signal }) => call(ftpVideoEndpoints.list, { signal, fresh: true }),
  });
}

/** Success or failure, the list is read again: a 404 or 409 means it changed under us. */
export function useImportFtpVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (input: TFtpVideoImport) => call(ftpVideoEndpoints.import, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FTP_VIDEOS_KEY }),
  });
}
