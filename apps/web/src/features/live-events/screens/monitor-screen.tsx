import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { QueryState } from '../../../lib/query/query-state';
import { useLiveEvents } from '../api/live-events-api';
import { StatusBadge } from '../components/status-badge';
import { TargetsPanel } from '../components/targets-panel';

const REFRESH_MS = 5_000;

/** /content/live-events/monitor: every event on air or starting, each target refreshed every 5 s. */
export default function MonitorScreen() {
  const events = useLiveEvents('actives', {
    q: '',
    status: ['going_live', 'live', 'failed'],
    page: 1,
  });
  return (
    <Stack gap="md">
      <Title order={2}>Live monitor</Title>
      <Text size="sm" c="dimmed">
        Targets refresh every {REFRESH_MS / 1000} seconds.
      </Text>
      <QueryState
        query={events}
        what="live events"
        isEmpty={(data) => data.events.length === 0}
        empty="No event is live"
        emptyNext={{ label: 'See the upcoming events', to: '/content/live-events' }}
      >
        {(data) =>
          data.events.map((event) => (
            <Paper key={event.id} withBorder p="md">
              <Group mb="sm">
                <Anchor component={Link} to={`/content/live-event/${event.slug}`} fw={600}>
                  {event.title}
                </Anchor>
                <StatusBadge status={event.status} />
                <Text size="sm" c="dimmed">
                  <DateTime value={event.start_at} />
                </Text>
              </Group>
              <TargetsPanel slug={event.slug} refresh={REFRESH_MS} />
            </Paper>
          ))
        }
      </QueryState>
    </Stack>
  );
}
