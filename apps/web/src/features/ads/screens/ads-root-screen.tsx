import { Navigate } from 'react-router';
import { QueryState } from '../../../lib/query/query-state';
import { useAdsOverview } from '../api/banners-api';

/** /ads leads to the banners of the main locale (general settings). */
export default function AdsRootScreen() {
  const overview = useAdsOverview();
  return (
    <QueryState query={overview} what="ads settings">
      {(data) => <Navigate to={`/ads/banners/${data.main_locale}`} replace />}
    </QueryState>
  );
}
