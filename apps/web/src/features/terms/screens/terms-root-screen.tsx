import { Navigate } from 'react-router';
import { brandFeatures } from '../../../lib/brand/brand';
import { QueryState } from '../../../lib/query/query-state';
import { useTermsOverview } from '../api/terms-api';

/** /tos (/tou) leads to the terms of the main locale (general settings). */
export default function TermsRootScreen() {
  const overview = useTermsOverview();
  return (
    <QueryState query={overview} what="terms pages">
      {(data) => <Navigate to={`${brandFeatures().termsPath}/${data.main_locale}`} replace />}
    </QueryState>
  );
}
