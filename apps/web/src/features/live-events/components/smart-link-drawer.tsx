import { Anchor, Code, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { DateTime } from '../../../lib/format/date-time';
import { QueryState } from '../../../lib/query/query-state';
import { useSmartLink } from '../api/smart-links-api';
import { CopyLinkButton } from './copy-link-button';
import { StatusBadge } from './status-badge';

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
            <Table aria-label="Clicks per locale" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Locale</Table.Th>
                  <Table.Th ta="right">Clicks</Table.Th>
                  <Table.Th>Goes to</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.locales.map((entry) => (
                  <Table.Tr key={entry.locale}>
                    <Table.Td>
                      {entry.locale}
                      {entry.locale === data.main_locale ? ' (main)' : ''}
                    </Table.Td>
                    <Table.Td ta="right">{entry.clicks}</Table.Td>
                    <Table.Td>
                      {entry.target_url ? (
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
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
