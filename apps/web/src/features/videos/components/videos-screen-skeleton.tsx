import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { VideoTableSkeleton } from './video-table-skeleton';

/**
 * A labelled input's place: the label's line and a small input's height (36 px). Not
 * Mantine's inputs themselves: they would bring their code (and NativeSelect the
 * Combobox's floating-ui) into the entry chunk that every screen loads.
 */
function FieldSkeleton({ label, w }: { label: string; w: number }) {
  return (
    <Box w={w}>
      <Box fz="sm" fw={500}>
        {label}
      </Box>
      <Skeleton h={36} />
    </Box>
  );
}

/**
 * What the videos list shows while its code loads (the route's fallback, in the entry
 * chunk): the screen's frame at its sizes and the table's skeleton, so the first paint
 * comes at once and nothing moves when the screen arrives.
 */
export function VideosScreenSkeleton() {
  const trending = useLocation().pathname.endsWith('/trending');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{trending ? 'Trending videos' : 'Videos'}</Title>
        <Text c="dimmed" size="sm">
          {'\u00a0'}
        </Text>
      </Group>
      <Group align="end">
        <FieldSkeleton label="Search" w={360} />
        <FieldSkeleton label="Status" w={160} />
        <FieldSkeleton label="Sort" w={160} />
      </Group>
      <Group gap="sm">
        <Button variant="light" size="xs" disabled>
          Select all
        </Button>
        <Button variant="subtle" size="xs" disabled>
          Clear selection
        </Button>
      </Group>
      <VideoTableSkeleton />
    </Stack>
  );
}
