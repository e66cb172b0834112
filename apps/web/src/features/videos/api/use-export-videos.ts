import { type TVideoExport, videoEndpoints } from '@newsroom/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { saveCsv } from './csv-file';

const stamp = (now: Date) =>
  `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;

/** The selected videos as a CSV file; 409 count_mismatch when the selection moved meanwhile. */
export function useExportVideos() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (input: TVideoExport) => {
      const csv = await call(videoEndpoints.export, { body: input });
      saveCsv(csv, `videos-${stamp(new Date())}.csv`);
      return input.expected_count;
    },
  });
}
