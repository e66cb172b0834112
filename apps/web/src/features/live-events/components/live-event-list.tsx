import { Anchor, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  LIVE_EVENT_STATUSES,
  liveEventEndpoints,
  type TLiveEvent,
  type TLiveEventStatus,
} from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import type { TColumn } from '../../../lib/list/data-table';
import { PagedDataTable } from '../../../lib/list/paged-data-table';
import { useListParams } from '../../../lib/list/use-list-params';
import { QueryState } from '../../../lib/query/query-state';
import { type TLiveScope, useLiveEvents } from '../api/live-events-api';
import { STATUS_LABELS, StatusBadge } from './status-badge';

const PER_PAGE = 20;

const COLUMNS: TColumn<TLiveEvent>[] = [
  {
    header: 'Title',
    cell: (event) => (
      <Anchor component={Link} to={`/content/live-event/${event.slug}`}>
        {event.title}
      </Anchor>
    ),
  },
  { header: 'Status', cell: (event) => <StatusBadge status={event.status} /> },
  {
    header: 'Start',
    cell: (event) => (
      <>
        <DateTime value={event.start_at} />
        {event.original_start_at && (
          <Text size="xs" c="dimmed">
            delayed from <DateTime value={event.original_start_at} />
          </Text>
        )}
      </>
    ),
  },
  { header: 'Languages', cell: (event) => event.languages.join(', ') || '—' },
  { header: 'Quality', cell: (event) => event.quality },
];

/** A searchable, filterable page of events; the query lives in the URL so a view can be shared. */
export function LiveEventList({ scope }: { scope: TLiveScope }) {
  const { params, q, page, setPage, update, clear, searchInput } = useListParams();
  const status = params
    .getAll('status')
    .filter((s): s is TLiveEventStatus => (LIVE_EVENT_STATUSES as readonly string[]).includes(s));
  const events = useLiveEvents(scope, { q, status, page });
  const count = events.data?.count ?? 0;

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput label="Search events" placeholder="Part of a title" w={260} {...searchInput} />
        <MultiSelect
          label="Status"
          placeholder={status.length ? undefined : 'Any'}
          w={300}
          data={LIVE_EVENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={status}
          onChange={(values) =>
            update((next) => {
              next.delete('status');
              for (const value of values) next.append('status', value);
            })
          }
          clearable
        />
      </Group>
      <QueryState
        query={events}
        what="live events"
        isEmpty={(data) => data.events.length === 0}
        empty={
          q || status.length
            ? 'No live events match this search. Change the words or the status.'
            : 'No live events here yet'
        }
        emptyNext={
          q || status.length
            ? { label: 'Clear the search', onClick: clear }
            : {
                label: 'New live event',
                to: '/content/live-event/new',
                endpoint: liveEventEndpoints.create,
              }
        }
      >
        {(data) => (
          <PagedDataTable
            label="Live events"
            rows={data.events}
            columns={COLUMNS}
            rowKey={(event) => event.id}
            highlightOnHover
            count={count}
            noun="event"
            perPage={PER_PAGE}
            page={page}
            onPage={setPage}
          />
        )}
      </QueryState>
    </Stack>
  );
}
