import { Anchor, Group, Stack, Title } from '@mantine/core';
import { newsletterKindOf } from '@newsroom/contract';
import { Link, useParams } from 'react-router';
import { HistoryView } from '../../../lib/history/history-view';
import { NotFoundPage } from '../../../lib/ui/status-pages';
import { useIssueHistory } from '../api/newsletters-api';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  schedule: 'Scheduled',
  send_now: 'Sent now',
  unschedule: 'Taken back to draft',
  sending: 'Sending started',
  sent: 'Sent',
  delete: 'Deleted',
};

/** /newsletters/{type}/{id}/history: who changed the issue, when, and what. */
export default function IssueHistoryScreen() {
  const params = useParams();
  const kind = newsletterKindOf(params.type);
  const id = Number(params.id);
  const history = useIssueHistory(id);
  if (!kind || !Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Newsletter issue history</Title>
        <Anchor component={Link} to={`/newsletters/${kind}/${id}`}>
          Back to the issue
        </Anchor>
      </Group>
      <HistoryView history={history} actions={ACTIONS} />
    </Stack>
  );
}
