import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { ALERT_TYPE_LABELS, type TAlert } from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { StateBadge } from './state-badge';

type TProps = {
  alerts: TAlert[];
  /** Absent for an admin who may only look. */
  onEdit?: (alert: TAlert) => void;
  onDuplicate?: (alert: TAlert) => void;
  onDelete?: (alert: TAlert) => void;
};

/** A locale's alerts with their state; the text is shown as text, never as HTML. */
export function AlertTable({ alerts, onEdit, onDuplicate, onDelete }: TProps) {
  return (
    <Table striped verticalSpacing="xs" aria-label="Alerts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={130}>Type</Table.Th>
          <Table.Th>Text</Table.Th>
          <Table.Th w={110}>State</Table.Th>
          <Table.Th w={300}>Shown</Table.Th>
          <Table.Th w={260}>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {alerts.map((alert) => (
          <Table.Tr key={alert.id}>
            <Table.Td>{ALERT_TYPE_LABELS[alert.type]}</Table.Td>
            <Table.Td>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {alert.text}
              </Text>
              {alert.link_url && (
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  → {alert.link_url}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <StateBadge state={alert.state} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                <DateTime value={alert.starts_at} /> →{' '}
                {alert.ends_at ? <DateTime value={alert.ends_at} /> : 'no end'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {onEdit && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onEdit(alert)}
                    aria-label={`Edit “${alert.text}”`}
                  >
                    Edit
                  </Button>
                )}
                {onDuplicate && (
                  <Button size="xs" variant="subtle" onClick={() => onDuplicate(alert)}>
                    Duplicate
                  </Button>
                )}
                <Anchor
                  component={Link}
                  size="sm"
                  to={`/ads/alerts/${alert.locale}/${alert.id}/${alert.type}/history`}
                  aria-label={`History of “${alert.text}”`}
                >
                  History
                </Anchor>
                {onDelete && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(alert)}>
                    Delete
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
