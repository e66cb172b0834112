import { Badge } from '@mantine/core';
import { AD_STATE_LABELS, type TAdState } from '@newsroom/contract';

const COLORS: Record<TAdState, string> = {
  scheduled: 'blue',
  live: 'green',
  expired: 'gray',
  inactive: 'orange',
};

/** Where a banner or alert stands now: scheduled, live, expired or inactive. */
export function StateBadge({ state }: { state: TAdState }) {
  return (
    <Badge color={COLORS[state]} variant="light">
      {AD_STATE_LABELS[state]}
    </Badge>
  );
}
