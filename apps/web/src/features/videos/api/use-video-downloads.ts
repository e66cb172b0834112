import { type TVideoDownloadList, VIDEO_DOWNLOADS_PAGE_SIZE } from '@newsroom/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { fetchCsv, saveCsv } from './csv-file';

const downloadsPath = (id: number) => `/api/admin/content/video_projects/${id}/downloads`;

/** A page of the video's downloads, newest first; the previous page stays while the next loads. */
export function useVideoDownloads(id: number, page: number) {
  return useQuery({
    queryKey: ['videos', 'downloads', id, page],
    queryFn: ({ signal }) =>
      apiJson<TVideoDownloadList>(downloadsPath(id), {
        params: { page, per_page: VIDEO_DOWNLOADS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every download of the video as a CSV file. */
export function useExportDownloads(id: number, externalName: string) {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async () => {
      saveCsv(await fetchCsv(`${downloadsPath(id)}.csv`), `${externalName}-downloads.csv`);
    },
  });
}
