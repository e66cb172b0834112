import { Badge, Text } from '@mantine/core';
import type { TMailMessage } from '@newsroom/contract';
import { DateTime } from '../../../lib/format/date-time';
import { DataTable, type TColumn } from '../../../lib/list/data-table';

const STATE: Record<TMailMessage['state'], { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'yellow' },
  done: { label: 'Sent', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

const COLUMNS: TColumn<TMailMessage>[] = [
  { header: 'Queued', cell: (message) => <DateTime value={message.created_at} /> },
  { header: 'To', cell: (message) => message.to, breakAll: true },
  { header: 'Subject', cell: (message) => message.subject },
  {
    header: 'State',
    cell: (message) => (
      <>
        <Badge variant="light" color={STATE[message.state].color}>
          {STATE[message.state].label}
        </Badge>
        {message.error && (
          <Text size="xs" c="red">
            {message.error}
          </Text>
        )}
      </>
    ),
  },
];

/** The last mails queued, newest first, with their state and the last error. */
export function MailMessagesTable({ messages }: { messages: TMailMessage[] }) {
  return (
    <DataTable
      label="Messages sent"
      rows={messages}
      columns={COLUMNS}
      rowKey={(message) => message.id}
      verticalSpacing="xs"
    />
  );
}
