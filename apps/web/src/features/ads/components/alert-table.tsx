import { Anchor, Button, Group, Text } from '@mantine/core';
import { ALERT_TYPE_LABELS, type TAlert } from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
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
  const columns: TColumn<TAlert>[] = [
    { header: 'Type', width: 130, cell: (alert) => ALERT_TYPE_LABELS[alert.type] },
    {
      header: 'Text',
      cell: (alert) => (
        <>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {alert.text}
          </Text>
          {alert.link_url && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              → {alert.link_url}
            </Text>
          )}
        </>
      ),
    },
    { header: 'State', width: 110, cell: (alert) => <StateBadge state={alert.state} /> },
    {
      header: 'Shown',
      width: 300,
      cell: (alert) => (
        <Text size="sm">
          <DateTime value={alert.starts_at} /> →{' '}
          {alert.ends_at ? <DateTime value={alert.ends_at} /> : 'no end'}
        </Text>
      ),
    },
    {
      header: 'Actions',
      width: 260,
      cell: (alert) => (
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
      ),
    },
  ];
  return (
    <DataTable
      label="Alerts"
      rows={alerts}
      columns={columns}
      rowKey={(alert) => alert.id}
      verticalSpacing="xs"
    />
  );
}
