import { Group, Skeleton, Table } from '@mantine/core';
import { VIDEO_SEARCH_PAGE_SIZE } from '@newsroom/contract';
import { VIDEO_COLUMNS } from '../model/columns';
import { VideoTableHead } from './video-table-head';

const ROWS = Array.from({ length: VIDEO_SEARCH_PAGE_SIZE }, (_, index) => index);

/**
 * A full page of the list while it loads: the table's own header and spacing, and a
 * line of text's height in each cell, so rows arriving move nothing below them.
 */
export function VideoTableSkeleton() {
  return (
    <section aria-busy="true" aria-label="Loading videos">
      <Table verticalSpacing="xs">
        <VideoTableHead />
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row}>
              {[0, ...VIDEO_COLUMNS].map((column) => (
                <Table.Td key={column}>
                  <Skeleton>{'\u00a0'}</Skeleton>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Where the pagination comes: the height of its controls. */}
      <Group mt="md" h={32} />
    </section>
  );
}
