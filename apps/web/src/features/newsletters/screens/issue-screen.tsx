import { newsletterKindOf } from '@newsroom/contract';
import { useParams } from 'react-router';
import { QueryState } from '../../../lib/query/query-state';
import { contentLocale } from '../../../lib/session/content-locale';
import { usePageTitle } from '../../../lib/ui/page-title';
import { NotFoundPage } from '../../../lib/ui/status-pages';
import { useIssue } from '../api/newsletters-api';
import { IssueEditor } from '../components/issue-editor';

/** /newsletters/{type}/new and /newsletters/{type}/{id}: the editor beside the preview. */
export default function IssueScreen() {
  const params = useParams();
  const kind = newsletterKindOf(params.type);
  const isNew = params.id === 'new';
  const id = isNew ? null : Number(params.id);
  const valid = kind !== null && (isNew || (Number.isInteger(id) && (id ?? 0) > 0));
  const issue = useIssue(valid && !isNew ? id : null);
  usePageTitle(isNew ? 'New newsletter issue' : (issue.data?.subject ?? 'Newsletter issue'));
  if (!valid || !kind) return <NotFoundPage />;
  if (isNew) return <IssueEditor kind={kind} defaultLocale={contentLocale()} />;
  return (
    <QueryState query={issue} what="issue" notFound="This issue does not exist (any more)">
      {(data) => (
        <IssueEditor
          key={`${data.id}-${data.version}`}
          kind={kind}
          issue={data}
          defaultLocale={data.locale}
        />
      )}
    </QueryState>
  );
}
