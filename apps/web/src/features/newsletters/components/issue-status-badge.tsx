import { Badge } from '@mantine/core';
import type { TNewsletterIssueSummary } from '@newsroom/contract';

const COLORS = { draft: 'gray', scheduled: 'blue', sending: 'orange', sent: 'green' } as const;
const WORDS = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' } as const;

export function IssueStatusBadge({ status }: { status: TNewsletterIssueSummary['status'] }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {WORDS[status]}
    </Badge>
  );
}
