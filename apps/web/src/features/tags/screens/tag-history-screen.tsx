import { TagHistoryView } from '../components/tag-history-view';

/** /content/tags/{id}/history */
export default function TagHistoryScreen() {
  return <TagHistoryView scope="tag" />;
}
