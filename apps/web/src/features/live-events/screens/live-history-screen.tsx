import { Stack, Text, Title } from '@mantine/core';
import { LiveEventList } from '../components/live-event-list';

/** /content/live-events/history: events whose time has passed. */
export default function LiveHistoryScreen() {
  return (
    <Stack gap="md">
      <Title order={2}>Live events history</Title>
      <Text size="sm" c="dimmed">
        Past events, newest first. A delayed event shows the start it was first given.
      </Text>
      <LiveEventList scope="pasts" />
    </Stack>
  );
}
