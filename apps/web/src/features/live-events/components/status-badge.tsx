import { Badge } from '@mantine/core';
import type { TLiveEventStatus } from '@newsroom/contract';

const COLORS: Record<TLiveEventStatus, string> = {
  new: 'gray',
  going_live: 'yellow',
  live: 'red',
  ended: 'dark',
  failed: 'orange',
};

export const STATUS_LABELS: Record<TLiveEventStatus, string> = {
  new: 'New',
  going_live: 'Going live',
  live: 'Live',
  ended: 'Ended',
  failed: 'Failed',
};

export function StatusBadge({ status }: { status: TLiveEventStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant={status === 'live' ? 'filled' : 'light'}
      aria-label={`Status: ${STATUS_LABELS[status]}`}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}
