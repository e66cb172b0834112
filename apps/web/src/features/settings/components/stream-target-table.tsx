import { Badge, Button, Text } from '@mantine/core';
import { STREAM_TARGET_LABELS, type TStreamTarget } from '@newsroom/contract';
import { DataTable, type TColumn } from '../../../lib/list/data-table';

const COLUMNS: TColumn<TStreamTarget>[] = [
  { header: 'Target', cell: (target) => STREAM_TARGET_LABELS[target.target] },
  {
    header: 'Ingest address',
    breakAll: true,
    cell: (target) =>
      target.ingest_url ?? (
        <Text size="sm" c="dimmed">
          not set
        </Text>
      ),
  },
  {
    header: 'Stream key',
    cell: (target) => (
      <Text size="sm" c={target.has_stream_key ? undefined : 'dimmed'}>
        {target.has_stream_key ? 'saved' : 'none'}
      </Text>
    ),
  },
  {
    header: 'State',
    cell: (target) =>
      target.enabled ? (
        <Badge variant="light">Enabled</Badge>
      ) : (
        <Badge color="gray" variant="light">
          Disabled
        </Badge>
      ),
  },
  { header: 'New events', cell: (target) => (target.enabled && target.default_on ? 'On' : 'Off') },
];

/** One row per stream_to switch: where it publishes and whether new events start with it on. */
export function StreamTargetTable({
  targets,
  onEdit,
}: {
  targets: TStreamTarget[];
  onEdit: (target: TStreamTarget) => void;
}) {
  const columns: TColumn<TStreamTarget>[] = [
    ...COLUMNS,
    {
      header: '',
      width: 90,
      cell: (target) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => onEdit(target)}
          aria-label={`Edit ${STREAM_TARGET_LABELS[target.target]}`}
        >
          Edit
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Stream targets"
      rows={targets}
      columns={columns}
      rowKey={(target) => target.target}
      highlightOnHover
      verticalSpacing="xs"
    />
  );
}
