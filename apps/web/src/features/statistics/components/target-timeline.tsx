import { Group, Progress, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { TTargetTimeline } from '@newsroom/contract';
import { targetLabel } from '../../../lib/format/target-label';
import { QueryState } from '../../../lib/query/query-state';
import { useTargetTimeline } from '../api/target-logs-api';
import { formatUtc, percent } from '../model/format';
import { STATE_COLORS } from '../model/state-colors';

const spanOf = (from: string, to: string) => new Date(to).getTime() - new Date(from).getTime();

/** One bar per target: its states side by side in proportion to how long each lasted. */
function TimelineTable({ timeline }: { timeline: TTargetTimeline }) {
  const total = timeline.from && timeline.to ? spanOf(timeline.from, timeline.to) : 0;
  return (
    <Table aria-label="Target timeline" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={180}>Platform</Table.Th>
          <Table.Th>
            {formatUtc(timeline.from)} → {formatUtc(timeline.to)}
          </Table.Th>
          <Table.Th w={110} ta="right">
            Uptime
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {timeline.targets.map((target) => (
          <Table.Tr key={target.platform} aria-label={targetLabel(target.platform)}>
            <Table.Td>{targetLabel(target.platform)}</Table.Td>
            <Table.Td>
              <Progress.Root size="xl" aria-label={`States of ${targetLabel(target.platform)}`}>
                {total > 0 && timeline.from && (
                  <Progress.Section
                    value={
                      (spanOf(timeline.from, target.segments[0]?.from ?? timeline.from) / total) *
                      100
                    }
                    color="gray.2"
                  />
                )}
                {target.segments.map((segment) => (
                  <Tooltip
                    key={segment.from}
                    label={`${segment.state}: ${formatUtc(segment.from)} → ${formatUtc(segment.to)}`}
                  >
                    <Progress.Section
                      value={total > 0 ? (spanOf(segment.from, segment.to) / total) * 100 : 0}
                      color={STATE_COLORS[segment.state] ?? 'gray'}
                    />
                  </Tooltip>
                ))}
              </Progress.Root>
            </Table.Td>
            <Table.Td ta="right" aria-label="Uptime share">
              {percent(target.uptime_share)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The chosen event's targets over its streaming window, with a legend of the state colours. */
export function TargetTimeline({ eventId }: { eventId: number }) {
  const timeline = useTargetTimeline(eventId);
  return (
    <Stack gap="xs" component="section" aria-label="Timeline">
      <Group justify="space-between">
        <Title order={4}>Timeline{timeline.data ? `: ${timeline.data.event.title}` : ''}</Title>
        <Group gap="sm">
          {Object.entries(STATE_COLORS).map(([state, color]) => (
            <Group key={state} gap={4}>
              <Progress value={100} color={color} w={14} size="sm" aria-hidden />
              <Text size="xs">{state}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <QueryState
        query={timeline}
        what="timeline"
        isEmpty={(data) => data.targets.length === 0}
        empty="No target of this event has changed state yet"
      >
        {(data) => <TimelineTable timeline={data} />}
      </QueryState>
      <Text size="xs" c="dimmed">
        Uptime: the share of the event's streaming window (its first target change to its last, or
        to now while on air) during which the target was broadcasting.
      </Text>
    </Stack>
  );
}
