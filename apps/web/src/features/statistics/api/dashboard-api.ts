import { type DASHBOARD_STATISTICS_PERIODS, statisticsEndpoints } from '@newsroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

/** One period's dashboard report: built-in figures or the Redash embed to show. */
export function useDashboard(period: (typeof DASHBOARD_STATISTICS_PERIODS)[number]) {
  return useQuery({
    queryKey: ['statistics', 'dashboard', period],
    queryFn: ({ signal }) => call(statisticsEndpoints.dashboard, { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
}
