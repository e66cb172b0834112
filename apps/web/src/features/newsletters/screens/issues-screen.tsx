import { Anchor, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { NEWSLETTER_KIND_LABELS, NEWSLETTER_KINDS, newsletterEndpoints } from '@newsroom/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { QueryState } from '../../../lib/query/query-state';
import { useMayCall } from '../../../lib/session/may-call';
import { usePageTitle } from '../../../lib/ui/page-title';
import { NotFoundPage } from '../../../lib/ui/status-pages';
import { useIssues } from '../api/newsletters-api';
import { IssueStatusBadge } from '../components/issue-status-badge';
import { kindOf } from '../components/kind-of';

/** /newsletters/{type}: the kind's drafts, scheduled, sending and sent issues. */
export default function IssuesScreen() {
  const kind = kindOf(useParams().type);
  if (!kind) return <NotFoundPage />;
  return <IssuesOfKind kind={kind} />;
}

function IssuesOfKind({ kind }: { kind: NonNullable<ReturnType<typeof kindOf>> }) {
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
          <Table.ScrollContainer minWidth={700}>
            <Table striped aria-label={`${label} issues`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Locale</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Send time</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th>Delivered</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.issues.map((issue) => (
                  <Table.Tr key={issue.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/newsletters/${kind}/${issue.id}`}>
                        {issue.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{issue.locale}</Table.Td>
                    <Table.Td>
                      <IssueStatusBadge status={issue.status} />
                    </Table.Td>
                    <Table.Td>
                      <DateTime value={issue.send_at} />
                    </Table.Td>
                    <Table.Td>{issue.item_count}</Table.Td>
                    <Table.Td>
                      {issue.progress.total > 0 ? (
                        <Text size="sm">
                          {issue.progress.sent} of {issue.progress.total}
                          {issue.progress.failed > 0 ? `, ${issue.progress.failed} failed` : ''}
                        </Text>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}
