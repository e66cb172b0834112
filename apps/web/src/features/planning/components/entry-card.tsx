import { Badge, Group, Paper, Text } from '@mantine/core';
import type { TPlanningEntry } from '@newsroom/contract';
import { browserLocale, useAdminTimeZone } from '../../../lib/format/date-time';

const STATUS_COLORS: Record<TPlanningEntry['status'], string> = {
  planned: 'gray',
  confirmed: 'green',
  cancelled: 'red',
  done: 'blue',
};

export const timeOf = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleTimeString(browserLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });

/** The admin's zone, and the entry's own clock when it was planned in another zone. */
export function whenText(entry: TPlanningEntry, zone: string) {
  const local = new Date(entry.starts_at).toLocaleString(browserLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  });
  return entry.time_zone === zone
    ? local
    : `${local} (${timeOf(entry.starts_at, entry.time_zone)} ${entry.time_zone})`;
}

export const placeText = (entry: TPlanningEntry) =>
  [entry.city, entry.country_name].filter(Boolean).join(', ');

export function StatusBadge({ status }: { status: TPlanningEntry['status'] }) {
  return (
    <Badge size="xs" color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}

/** One entry in a day of the week view. */
export function EntryCard({ entry }: { entry: TPlanningEntry }) {
  const zone = useAdminTimeZone();
  return (
    <Paper withBorder p={6} radius="sm" opacity={entry.status === 'cancelled' ? 0.6 : 1}>
      <Text size="xs" c="dimmed">
        {timeOf(entry.starts_at, zone)} · {entry.kind}
      </Text>
      <Text size="sm" fw={500} lineClamp={2}>
        {entry.title}
      </Text>
      <Group gap={4} mt={2}>
        <StatusBadge status={entry.status} />
        {placeText(entry) && (
          <Text size="xs" c="dimmed" truncate>
            {placeText(entry)}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
