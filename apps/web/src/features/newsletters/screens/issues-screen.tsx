import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  NEWSLETTER_KIND_LABELS,
  NEWSLETTER_KINDS,
  newsletterEndpoints,
  newsletterKindOf,
  type TNewsletterIssueSummary,
  type TNewsletterKind,
} from '@newsroom/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { QueryState } from '../../../lib/query/query-state';
import { useMayCall } from '../../../lib/session/may-call';
import { usePageTitle } from '../../../lib/ui/page-title';
import { NotFoundPage } from '../../../lib/ui/status-pages';
import { useIssues } from '../api/newsletters-api';
import { IssueStatusBadge } from '../components/issue-status-badge';

export { issuesScreenLoader as loader } from '../api/newsletters-api';

/** /newsletters/{type}: the kind's drafts, scheduled, sending and sent issues. */
export default function IssuesScreen() {
  const kind = newsletterKindOf(useParams().type);
  if (!kind) return <NotFoundPage />;
  return <IssuesOfKind kind={kind} />;
}

function IssuesOfKind({ kind }: { kind: TNewsletterKind }) {
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const issues = useIssues(kind);
  const label = `${NEWSLETTER_KIND_LABELS[kind]} newsletter`;
  usePageTitle(label);
  const newButton = mayCall(newsletterEndpoints.create) ? (
    <Button component={Link} to={`/newsletters/${kind}/new`}>
      New issue
    </Button>
  ) : null;
  const columns: TColumn<TNewsletterIssueSummary>[] = [
    {
      header: 'Subject',
      cell: (issue) => (
        <Anchor component={Link} to={`/newsletters/${kind}/${issue.id}`}>
          {issue.subject}
        </Anchor>
      ),
    },
    { header: 'Locale', cell: (issue) => issue.locale },
    { header: 'Status', cell: (issue) => <IssueStatusBadge status={issue.status} /> },
    { header: 'Send time', cell: (issue) => <DateTime value={issue.send_at} /> },
    { header: 'Items', cell: (issue) => issue.item_count },
    { header: 'Delivered', cell: (issue) => <Delivered progress={issue.progress} /> },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{label}</Title>
        {newButton}
      </Group>
      <Tabs value={kind} onChange={(value) => value && navigate(`/newsletters/${value}`)}>
        <Tabs.List>
          {NEWSLETTER_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {NEWSLETTER_KIND_LABELS[k]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState
        query={issues}
        what={`${label} issues`}
        isEmpty={(data) => data.issues.length === 0}
        empty={`No ${label.toLowerCase()} issues yet`}
        emptyAction={newButton}
      >
        {(data) => (
          <DataTable
            label={`${label} issues`}
            rows={data.issues}
            columns={columns}
            rowKey={(issue) => issue.id}
            minWidth={700}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** How far the sending has come: "40 of 42, 2 failed", or a dash before it starts. */
function Delivered({ progress }: { progress: TNewsletterIssueSummary['progress'] }) {
  if (progress.total === 0) return '—';
  return (
    <Text size="sm">
      {progress.sent} of {progress.total}
      {progress.failed > 0 ? `, ${progress.failed} failed` : ''}
    </Text>
  );
}
