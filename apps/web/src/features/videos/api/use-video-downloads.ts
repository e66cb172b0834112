import { VIDEO_DOWNLOADS_PAGE_SIZE, videoEndpoints } from '@newsroom/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useListQuery } from '../../../lib/list/use-list-query';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { saveCsv } from './csv-file';

/** A page of the video's downloads, newest first; the previous page stays while the next loads. */
export function useVideoDownloads(id: number, page: number) {
  return useListQuery(['videos', 'downloads', id, page], videoEndpoints.downloads, {
    params: { id },
    query: { page, per_page: VIDEO_DOWNLOADS_PAGE_SIZE },
  });
}

/** Every download of the video as a CSV file. */
export function useExportDownloads(id: number, externalName: string) {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async () => {
      const csv = await call(videoEndpoints.downloadsCsv, { params: { id } });
      saveCsv(csv, `${externalName}-downloads.csv`);
    },
  });
}
