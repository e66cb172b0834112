import { Anchor, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { LiveEventList } from '../components/live-event-list';

/** /content/live-events (active tab) and /content/live-events/all (all tab). */
export default function LiveEventsScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = pathname.endsWith('/all') ? 'all' : 'actives';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Live events</Title>
        <Group>
          <Anchor component={Link} to="/content/live-events/monitor">
            Monitor
          </Anchor>
          <Anchor component={Link} to="/content/live-events/history">
            History
          </Anchor>
          <Button component={Link} to="/content/live-event/new">
            New live event
          </Button>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) =>
          navigate(value === 'all' ? '/content/live-events/all' : '/content/live-events')
        }
      >
        <Tabs.List>
          <Tabs.Tab value="actives">Active</Tabs.Tab>
          <Tabs.Tab value="all">All</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <LiveEventList key={tab} scope={tab} />
    </Stack>
  );
}
