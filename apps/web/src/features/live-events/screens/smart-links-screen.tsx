import { Anchor, Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { canAccess, SMART_LINK_PAGE_SIZE } from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { ListPagination } from '../../../lib/list/list-pagination';
import { useListParams } from '../../../lib/list/use-list-params';
import { QueryState } from '../../../lib/query/query-state';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useSmartLinks } from '../api/smart-links-api';
import { CopyLinkButton } from '../components/copy-link-button';
import { SmartLinkDrawer } from '../components/smart-link-drawer';
import { StatusBadge } from '../components/status-badge';

/** /content/live-events/smart-links: every event's short link, its clicks and, for some, per-locale detail. */
export default function SmartLinksScreen() {
  const { user } = useCurrentUser();
  const canReadOne = Boolean(user && canAccess(user, 'smartLinksReadOne'));
  const canOpenEvent = Boolean(user && canAccess(user, 'liveEventPage'));
  const { params, q, page, setPage, update, clear, searchInput } = useListParams();
  const openId = canReadOne && params.get('link') ? Number(params.get('link')) : null;
  const links = useSmartLinks({ q, page });

  const setLink = (id: number | null) =>
    update((next) => (id === null ? next.delete('link') : next.set('link', String(id))), {
      keepPage: true,
    });
  const count = links.data?.count ?? 0;

  return (
    <Stack gap="md">
      <Title order={2}>Smart links</Title>
      <Text size="sm" c="dimmed">
        One short link per live event. It leads to the event page while the event is upcoming or
        live and to the replay once it has ended, in the visitor's language.
      </Text>
      <Group align="flex-end" justify="space-between">
        <TextInput
          label="Search smart links"
          placeholder="Event title or link code"
          w={300}
          {...searchInput}
        />
        <Button variant="default" onClick={() => links.refetch()} loading={links.isFetching}>
          Refresh
        </Button>
      </Group>
      <QueryState
        query={links}
        what="smart links"
        isEmpty={(data) => data.smart_links.length === 0}
        empty={
          q
            ? 'No smart links match this search.'
            : 'No smart links yet: a live event gets its link the first time it is opened.'
        }
        emptyNext={
          q
            ? { label: 'Clear the search', onClick: clear }
            : { label: 'Open the live events', to: '/content/live-events' }
        }
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {count} link{count === 1 ? '' : 's'}
            </Text>
            <Table striped highlightOnHover aria-label="Smart links">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Link</Table.Th>
                  <Table.Th ta="right">Clicks</Table.Th>
                  <Table.Th>Last click</Table.Th>
                  {canReadOne && <Table.Th aria-label="Details" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.smart_links.map((link) => (
                  <Table.Tr key={link.id} aria-label={link.event.title}>
                    <Table.Td>
                      {canOpenEvent ? (
                        <Anchor component={Link} to={`/content/live-event/${link.event.slug}`}>
                          {link.event.title}
                        </Anchor>
                      ) : (
                        link.event.title
                      )}
                      <Text size="xs" c="dimmed">
                        starts <DateTime value={link.event.start_at} />
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={link.event.status} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Code>{link.url}</Code>
                        <CopyLinkButton
                          url={link.url}
                          label={`Copy link for ${link.event.title}`}
                        />
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" aria-label="Clicks">
                      {link.clicks}
                    </Table.Td>
                    <Table.Td>
                      <DateTime value={link.last_clicked_at} />
                    </Table.Td>
                    {canReadOne && (
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={`Details of ${link.event.title}`}
                          onClick={() => setLink(link.id)}
                        >
                          Per locale
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <ListPagination
              count={count}
              perPage={SMART_LINK_PAGE_SIZE}
              page={page}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
      {canReadOne && <SmartLinkDrawer id={openId} onClose={() => setLink(null)} />}
    </Stack>
  );
}
