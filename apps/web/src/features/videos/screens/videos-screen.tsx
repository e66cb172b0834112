import {
  Button,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type ftpVideoEndpoints,
  VIDEO_SEARCH_PAGE_SIZE,
  VIDEO_SORTS,
  VIDEO_STATUSES,
} from '@newsroom/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { formatCount } from '../../../lib/format/number';
import { statusInWords } from '../../../lib/format/words';
import { QueryState } from '../../../lib/query/query-state';
import { useVideoSearch } from '../api/use-video-search';
import { VideoTable } from '../components/video-table';
import { VideoTableSkeleton } from '../components/video-table-skeleton';
import { videoSearchOf } from '../model/search-params';
import {
  NO_SELECTION,
  selectAll,
  selectedCount,
  type TSelection,
  toggleVideo,
} from '../model/selection';

// Loaded once something is selected: its tag picker is the heaviest part of the screen.
const BulkActions = lazy(() =>
  import('../components/bulk-actions').then((module) => ({ default: module.BulkActions })),
);

/** A count, with "+" when it is only a lower bound (the search stopped counting at the cap). */
const atLeast = (n: number, capped: boolean) => `${formatCount(n)}${capped ? '+' : ''}`;

/** /content/videos/all and /trending: search, filters and page live in the URL, so a link reproduces the view. */
export default function VideosScreen() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { trending, q, page, sort, status, search: searchParams } = videoSearchOf(pathname, params);
  const [text, setText] = useState(q);
  const [debounced] = useDebouncedValue(text, 300);
  const [selection, setSelection] = useState<TSelection>(NO_SELECTION);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search text should move the URL
  useEffect(() => {
    if (debounced.trim() !== q) {
      update({ q: debounced.trim() || undefined, page: undefined });
      setSelection(NO_SELECTION);
    }
  }, [debounced]);

  const search = useVideoSearch(searchParams);
  // The count is shown only once known: not while loading, not the previous search's.
  const known = search.data !== undefined && !search.isPlaceholderData;
  const total = search.data?.count ?? 0;
  // Beyond VIDEO_SEARCH_COUNT_CAP the count is "at least": shown as 1,000+.
  const capped = search.data?.count_capped ?? false;
  const pages = Math.max(1, Math.ceil(total / VIDEO_SEARCH_PAGE_SIZE));
  const count = selectedCount(selection, total);
  const countCapped =
    capped && (selection.mode === 'all' || selection.mode === 'external_name_not_in');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{trending ? 'Trending videos' : 'Videos'}</Title>
        {known ? (
          <Text c="dimmed" size="sm" data-testid="video-count">
            {atLeast(total, capped)} videos
          </Text>
        ) : (
          <Loader size="xs" aria-label="Counting videos" />
        )}
      </Group>
      <Group align="end">
        <TextInput
          label="Search"
          placeholder="External name, title or description"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={360}
        />
        <NativeSelect
          label="Status"
          data={[
            { value: '', label: 'Any status' },
            ...VIDEO_STATUSES.map((value) => ({ value, label: statusInWords(value) })),
          ]}
          value={status ?? ''}
          onChange={(event) =>
            update({ status: event.currentTarget.value || undefined, page: undefined })
          }
          w={160}
        />
        <NativeSelect
          label="Sort"
          data={VIDEO_SORTS.map((value) => ({ value, label: statusInWords(value) }))}
          value={sort}
          onChange={(event) => update({ sort: event.currentTarget.value, page: undefined })}
          w={160}
        />
      </Group>
      <Group gap="sm">
        <Button
          variant="light"
          size="xs"
          onClick={() => setSelection(selectAll())}
          disabled={!known || total === 0}
        >
          {known ? `Select all ${atLeast(total, capped)}` : 'Select all'}
        </Button>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setSelection(NO_SELECTION)}
          disabled={count === 0}
        >
          Clear selection
        </Button>
        <Text size="sm" data-testid="selected-count">
          {atLeast(count, countCapped)} selected
        </Text>
      </Group>
      {count > 0 && (
        <Suspense fallback={<Loader size="xs" aria-label="Loading actions" />}>
          <BulkActions
            selection={selection}
            count={count}
            total={total}
            capped={capped}
            query={{ q: q || undefined, status }}
            onDone={() => setSelection(NO_SELECTION)}
          />
        </Suspense>
      )}
      {search.isPending ? (
        <VideoTableSkeleton />
      ) : (
        <QueryState
          query={search}
          what="videos"
          isEmpty={(data) => data.count === 0}
          empty={
            q || status
              ? 'No videos match this search. Change the words or the status.'
              : 'No videos yet. Import one from the FTP folder.'
          }
          emptyNext={
            q || status
              ? {
                  label: 'Clear the search',
                  onClick: () => {
                    setText('');
                    update({ q: undefined, status: undefined, page: undefined });
                  },
                }
              : {
                  label: 'Import from the FTP folder',
                  to: '/content/ftp-videos',
                  // The FTP list's access, checked against its definition by the type alone:
                  // the definitions file would be a request of its own on the first screen.
                  endpoint: { access: 'ftpVideos' } satisfies Pick<
                    (typeof ftpVideoEndpoints)['list'],
                    'access'
                  >,
                }
          }
        >
          {(data) => (
            // A new search keeps the previous rows, dimmed, until its answer arrives.
            <Stack
              gap="sm"
              aria-busy={search.isPlaceholderData}
              data-testid="video-results"
              style={{ opacity: search.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}
            >
              <VideoTable
                videos={data.videos}
                selection={selection}
                onToggle={(name) => setSelection((current) => toggleVideo(current, name))}
              />
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => update({ page: next === 1 ? undefined : String(next) })}
              />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
