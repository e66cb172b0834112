import {
  TELETRAX_REPORT_FIELD,
  type TTeletraxFilters,
  type TTeletraxFollowUp,
  teletraxEndpoints,
} from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { useListQuery } from '../../../lib/list/use-list-query';
import { useAreaWrite } from '../../../lib/query/use-area-write';

/** Query keys of the area: every write refreshes what starts with TELETRAX_KEY. */
const TELETRAX_KEY = ['teletrax'] as const;
export const TELETRAX_PAGE_SIZE = 50;

export const useDetections = (filters: TTeletraxFilters, page: number) =>
  useListQuery([...TELETRAX_KEY, 'detections', filters, page], teletraxEndpoints.list, {
    query: { ...filters, page, per_page: TELETRAX_PAGE_SIZE },
  });

export type TTotalsBy = 'video' | 'channel' | 'customer';
export const useTotals = (filters: TTeletraxFilters, by: TTotalsBy) =>
  useListQuery([...TELETRAX_KEY, 'totals', filters, by], teletraxEndpoints.totals, {
    query: { ...filters, by },
  });

/** The watched folder: reports waiting there (read fresh: the folder changes outside the app). */
export const useSource = () =>
  useQuery({
    queryKey: [...TELETRAX_KEY, 'source'],
    queryFn: ({ signal }) => call(teletraxEndpoints.source, { signal, fresh: true }),
  });

const useTeletraxWrite = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) =>
  useAreaWrite(TELETRAX_KEY, mutationFn, { afterFailureToo: true });

/** Sends a report (multipart, field `report`); the answer counts imported, duplicate and rejected rows. */
export const useUploadReport = () =>
  useTeletraxWrite((file: File) => {
    const body = new FormData();
    body.append(TELETRAX_REPORT_FIELD, file);
    return call(teletraxEndpoints.upload, { body });
  });

export const useScanFolder = () => useTeletraxWrite(() => call(teletraxEndpoints.scan, {}));

export const useFollowUp = () =>
  useTeletraxWrite(({ id, ...body }: TTeletraxFollowUp & { id: number }) =>
    call(teletraxEndpoints.followUp, { params: { id }, body }),
  );

export const useDetectionHistory = (id: number) =>
  useHistory(teletraxEndpoints.history, { id }, TELETRAX_KEY);
