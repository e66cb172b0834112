import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { HistoryView } from '../../../lib/history/history-view';
import { useLiveEventHistory } from '../api/live-event-history-api';

const ACTIONS: Record<string, string> = {
  status: 'Status changed',
  delay: 'Delayed',
  recreate: 'Stream recreated',
};

/** /content/live-event/{slug}/history: who changed the event, when, and what. */
export default function EventHistoryScreen() {
  const { id = '' } = useParams();
  const history = useLiveEventHistory(id);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Live event history</Title>
        <Anchor component={Link} to={`/content/live-event/${id}`}>
          Back to the event
        </Anchor>
      </Group>
      <HistoryView history={history} actions={ACTIONS} />
    </Stack>
  );
}
