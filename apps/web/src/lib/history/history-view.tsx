import { Button, Stack } from '@mantine/core';
import { QueryState } from '../query/query-state';
import type { useHistory } from './history-api';
import { HistoryList } from './history-list';

/**
 * The one history screen body of every area: the shared loading/failure/empty states, the
 * entries, and "Show older" while the server has more.
 */
export function HistoryView({
  history,
  actions,
}: {
  history: ReturnType<typeof useHistory>;
  actions?: Record<string, string>;
}) {
  return (
    <QueryState
      query={history}
      what="history"
      isEmpty={(data) => data.pages.every((page) => page.history.length === 0)}
      empty="No changes recorded yet"
    >
      {(data) => (
        <Stack gap="sm">
          <HistoryList entries={data.pages.flatMap((page) => page.history)} actions={actions} />
          {history.hasNextPage && (
            <Button
              variant="default"
              size="xs"
              w="fit-content"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              Show older
            </Button>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
