import { Navigate } from 'react-router';
import { QueryState } from '../../../lib/query/query-state';
import { usePlanningOverview } from '../api/planning-api';

/** /planning-section leads to the plan of the main locale (general settings). */
export default function PlanningRootScreen() {
  const overview = usePlanningOverview();
  return (
    <QueryState query={overview} what="planning section">
      {(data) => <Navigate to={`/planning-section/${data.main_locale}`} replace />}
    </QueryState>
  );
}
