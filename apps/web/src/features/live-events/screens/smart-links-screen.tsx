import {
  Anchor,
  Button,
  Code,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { canAccess, SMART_LINK_PAGE_SIZE } from '@newsroom/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/query/query-state';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useSmartLinks } from '../api/smart-links-api';
import { CopyLinkButton } from '../components/copy-link-button';
import { formatUtc } from '../components/format';
import { SmartLinkDrawer } from '../components/smart-link-drawer';
import { StatusBadge } from '../components/status-badge';

/** /content/live-events/smart-links: every event's short link, its clicks and, for some, per-locale detail. */
export default function SmartLinksScreen() {
  const { user } = useCurrentUser();
  const canReadOne = Boolean(user && canAccess(user, 'smartLinksReadOne'));
  const canOpenEvent = Boolean(user && canAccess(user, 'liveEventPage'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = canReadOne && params.get('link') ? Number(params.get('link')) : null;
  const [search, setSearch] = useState(q);
  const links = useSmartLinks({ q, page });

  const setParam = (name: string, value: string | null, keepPage = true) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (!keepPage) next.delete('page');
    setParams(next, { replace: true });
  };
  const searchLater = useDebouncedCallback(
    (value: string) => setParam('q', value.trim() || null, false),
    300,
  );
  const count = links.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / SMART_LINK_PAGE_SIZE));

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
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
        />
        <Button variant="default" onClick={() => links.refetch()} loading={links.isFetching}>
          Refresh
        </Button>
      </Group>
      <QueryState
        query={links}
        what="smart links"
        isEmpty={(data) => data.smart_links.length === 0}
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
                        starts {formatUtc(link.event.start_at)}
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
                    <Table.Td>{formatUtc(link.last_clicked_at)}</Table.Td>
                    {canReadOne && (
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={`Details of ${link.event.title}`}
                          onClick={() => setParam('link', String(link.id))}
                        >
                          Per locale
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => setParam('page', String(next))}
              />
            )}
          </>
        )}
      </QueryState>
      {canReadOne && <SmartLinkDrawer id={openId} onClose={() => setParam('link', null)} />}
    </Stack>
  );
}
