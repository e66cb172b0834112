import { TagHistoryView } from '../components/tag-history-view';

/** /content/tags-on-dashboard/{id}/history */
export default function DashboardTagHistoryScreen() {
  return <TagHistoryView scope="dashboard" />;
}
