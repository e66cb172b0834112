import { Anchor, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { canAccess, liveEventEndpoints, type TAccessArea } from '@newsroom/contract';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useMayCall } from '../../../lib/session/may-call';
import { LiveEventList } from '../components/live-event-list';

/** /content/live-events (active tab) and /content/live-events/all (all tab). */
const SECTION_LINKS: { to: string; label: string; area: TAccessArea }[] = [
  { to: '/content/live-events/monitor', label: 'Monitor', area: 'liveEvents' },
  { to: '/content/live-events/history', label: 'History', area: 'liveHistory' },
  { to: '/content/live-events/smart-links', label: 'Smart links', area: 'smartLinksReadTwo' },
];

export default function LiveEventsScreen() {
  const { user } = useCurrentUser();
  const mayCall = useMayCall();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = pathname.endsWith('/all') ? 'all' : 'actives';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Live events</Title>
        <Group>
          {SECTION_LINKS.filter((link) => user && canAccess(user, link.area)).map((link) => (
            <Anchor key={link.to} component={Link} to={link.to}>
              {link.label}
            </Anchor>
          ))}
          {mayCall(liveEventEndpoints.create) && (
            <Button component={Link} to="/content/live-event/new">
              New live event
            </Button>
          )}
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
