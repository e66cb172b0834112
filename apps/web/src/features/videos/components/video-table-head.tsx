import { Table } from '@mantine/core';
import { VIDEO_COLUMNS } from '../model/columns';

/** The videos table's header (the selection column first), the same on the table and its skeleton. */
export function VideoTableHead() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40} />
        {VIDEO_COLUMNS.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
