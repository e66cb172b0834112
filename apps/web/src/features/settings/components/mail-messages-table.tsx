import { Badge, Table, Text } from '@mantine/core';
import type { TMailMessage } from '@newsroom/contract';

const STATE: Record<TMailMessage['state'], { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'yellow' },
  done: { label: 'Sent', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

/** The last mails queued, newest first, with their state and the last error. */
export function MailMessagesTable({ messages }: { messages: TMailMessage[] }) {
  return (
    <Table striped verticalSpacing="xs" aria-label="Messages sent">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Queued</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th>State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {messages.map((message) => (
          <Table.Tr key={message.id}>
            <Table.Td>{new Date(message.created_at).toLocaleString()}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{message.to}</Table.Td>
            <Table.Td>{message.subject}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={STATE[message.state].color}>
                {STATE[message.state].label}
              </Badge>
              {message.error && (
                <Text size="xs" c="red">
                  {message.error}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
