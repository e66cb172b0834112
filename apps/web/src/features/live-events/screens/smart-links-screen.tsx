import { Anchor, Button, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { canAccess, SMART_LINK_PAGE_SIZE, type TSmartLink } from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import type { TColumn } from '../../../lib/list/data-table';
import { PagedDataTable } from '../../../lib/list/paged-data-table';
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
  const columns: TColumn<TSmartLink>[] = [
    {
      header: 'Event',
      cell: (link) => (
        <>
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
        </>
      ),
    },
    { header: 'Status', cell: (link) => <StatusBadge status={link.event.status} /> },
    {
      header: 'Link',
      cell: (link) => (
        <Group gap="xs" wrap="nowrap">
          <Code>{link.url}</Code>
          <CopyLinkButton url={link.url} label={`Copy link for ${link.event.title}`} />
        </Group>
      ),
    },
    { header: 'Clicks', align: 'right', label: 'Clicks', cell: (link) => link.clicks },
    { header: 'Last click', cell: (link) => <DateTime value={link.last_clicked_at} /> },
  ];
  if (canReadOne)
    columns.push({
      header: '',
      label: 'Details',
      cell: (link) => (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Details of ${link.event.title}`}
          onClick={() => setLink(link.id)}
        >
          Per locale
        </Button>
      ),
    });

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
          <PagedDataTable
            label="Smart links"
            rows={data.smart_links}
            columns={columns}
            rowKey={(link) => link.id}
            rowLabel={(link) => link.event.title}
            highlightOnHover
            count={count}
            noun="link"
            perPage={SMART_LINK_PAGE_SIZE}
            page={page}
            onPage={setPage}
          />
        )}
      </QueryState>
      {canReadOne && <SmartLinkDrawer id={openId} onClose={() => setLink(null)} />}
    </Stack>
  );
}
