import { Button, Group, Stack, Text } from '@mantine/core';
import { type TVideo, type TVideoDownload, VIDEO_DOWNLOADS_PAGE_SIZE } from '@newsroom/contract';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { ListPagination } from '../../../lib/list/list-pagination';
import { useListParams } from '../../../lib/list/use-list-params';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useExportDownloads, useVideoDownloads } from '../api/use-video-downloads';

const COLUMNS: TColumn<TVideoDownload>[] = [
  {
    header: 'Customer',
    cell: (download) => (
      <>
        <Text size="sm">{download.customer_name}</Text>
        <Text size="xs" c="dimmed">
          {download.customer_email}
          {download.company ? ` · ${download.company}` : ''}
        </Text>
      </>
    ),
  },
  {
    header: 'Time',
    cell: (download) => (
      <Text size="sm">
        <DateTime value={download.downloaded_at} />
      </Text>
    ),
  },
  {
    header: 'File',
    cell: (download) => (
      <>
        <Text size="sm">{download.file_name}</Text>
        <Text size="xs" c="dimmed">
          {download.quality} · {download.format}
        </Text>
      </>
    ),
  },
  { header: 'Price', align: 'right', cell: (download) => formatMoney(download.price, 'video') },
];

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
            <DataTable
              label="Downloads"
              rows={data.downloads}
              columns={COLUMNS}
              rowKey={(download) => download.id}
              verticalSpacing="xs"
            />
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
