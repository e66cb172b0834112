import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { type TVideo, VIDEO_DOWNLOADS_PAGE_SIZE } from '@newsroom/contract';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { ListPagination } from '../../../lib/list/list-pagination';
import { useListParams } from '../../../lib/list/use-list-params';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useExportDownloads, useVideoDownloads } from '../api/use-video-downloads';

/** /content/videos/all/{id}/downloads: who bought the video, when, which file, for how much. */
export function DownloadsTab({ video }: { video: TVideo }) {
  const { page, setPage } = useListParams();
  const downloads = useVideoDownloads(video.id, page);
  const exportCsv = useExportDownloads(video.id, video.external_name);
  const total = downloads.data?.count ?? 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="downloads-count">
          {total.toLocaleString('en')} downloads
        </Text>
        <Button
          size="xs"
          variant="light"
          disabled={total === 0}
          loading={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(undefined, {
              onError: (error) => pushNotification({ type: 'error', title: errorMessage(error) }),
            })
          }
        >
          Export CSV
        </Button>
      </Group>
      <QueryState
        query={downloads}
        what="downloads"
        isEmpty={(data) => data.count === 0}
        empty="Nobody has downloaded this video yet"
      >
        {(data) => (
          <>
            <Table striped verticalSpacing="xs" aria-label="Downloads">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>File</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.downloads.map((download) => (
                  <Table.Tr key={download.id}>
                    <Table.Td>
                      <Text size="sm">{download.customer_name}</Text>
                      <Text size="xs" c="dimmed">
                        {download.customer_email}
                        {download.company ? ` · ${download.company}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        <DateTime value={download.downloaded_at} />
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{download.file_name}</Text>
                      <Text size="xs" c="dimmed">
                        {download.quality} · {download.format}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(download.price, 'video')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <ListPagination
              count={total}
              perPage={VIDEO_DOWNLOADS_PAGE_SIZE}
              page={page}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
