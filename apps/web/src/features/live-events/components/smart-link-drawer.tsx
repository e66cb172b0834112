import { Anchor, Code, Drawer, Group, Stack, Text } from '@mantine/core';
import type { TSmartLinkDetail } from '@newsroom/contract';
import { DateTime } from '../../../lib/format/date-time';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { QueryState } from '../../../lib/query/query-state';
import { useSmartLink } from '../api/smart-links-api';
import { CopyLinkButton } from './copy-link-button';
import { StatusBadge } from './status-badge';

type TLocaleClicks = TSmartLinkDetail['locales'][number];

const columnsFor = (mainLocale: string): TColumn<TLocaleClicks>[] => [
  {
    header: 'Locale',
    cell: (entry) => `${entry.locale}${entry.locale === mainLocale ? ' (main)' : ''}`,
  },
  { header: 'Clicks', align: 'right', cell: (entry) => entry.clicks },
  {
    header: 'Goes to',
    cell: (entry) =>
      entry.target_url ? (
        <Anchor
          href={entry.target_url}
          target="_blank"
          rel="noreferrer"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {entry.target_url}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          no longer one of the event's languages
        </Text>
      ),
  },
];

/** A smart link's clicks per locale and where each locale's visitors go now. */
export function SmartLinkDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const link = useSmartLink(id);
  const data = link.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={data ? `Smart link: ${data.event.title}` : 'Smart link'}
    >
      <QueryState query={link} what="link" notFound="Not found. This link no longer exists.">
        {(data) => (
          <Stack gap="md">
            <Group gap="xs">
              <Code>{data.url}</Code>
              <CopyLinkButton url={data.url} label={`Copy link for ${data.event.title}`} />
            </Group>
            <Group gap="lg">
              <StatusBadge status={data.event.status} />
              <Text size="sm" aria-label="Total clicks">
                {data.clicks} click{data.clicks === 1 ? '' : 's'}
              </Text>
              <Text size="sm" c="dimmed">
                Last click <DateTime value={data.last_clicked_at} />
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              Visitors go to the page in the locale they ask for, or their browser's language among
              the event's languages, otherwise the main language ({data.main_locale}). Once the
              event has ended, the link leads to its replay.
            </Text>
            <DataTable
              label="Clicks per locale"
              rows={data.locales}
              columns={columnsFor(data.main_locale)}
              rowKey={(entry) => entry.locale}
            />
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
