import { statisticsEndpoints, type TPassStatisticsQuery } from '@newsroom/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { saveCsv } from '../../../lib/files/save-csv';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

/** Purchases and downloads for the chosen range; the previous answer stays while the next loads. */
export function usePassStatistics(query: TPassStatisticsQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['statistics', 'pass', query],
    queryFn: ({ signal }) => call(statisticsEndpoints.pass, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** The breakdown table as the server writes it from the same query: a CSV of what is shown. */
export function useExportPassStatistics() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (query: TPassStatisticsQuery) => {
      const csv = await call(statisticsEndpoints.passCsv, { query });
      saveCsv(csv, `pass-statistics-${query.by}-${query.from}-${query.to}.csv`);
    },
  });
}
