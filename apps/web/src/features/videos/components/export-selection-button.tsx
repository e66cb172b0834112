import { Button } from '@mantine/core';
import type { TVideoExport } from '@newsroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { fetchExactCount } from '../api/use-exact-count';
import { useExportVideos } from '../api/use-export-videos';

/**
 * Downloads the selection within the current search as CSV (the bulk actions' selection rules).
 * `exactCount`: the list's count stopped at the cap, so all matches are counted first.
 */
export function ExportSelectionButton({
  input,
  exactCount,
}: {
  input: TVideoExport;
  exactCount: boolean;
}) {
  const exportVideos = useExportVideos();
  const queryClient = useQueryClient();
  const [counting, setCounting] = useState(false);

  const expectedCount = async () => {
    if (!exactCount) return input.expected_count;
    setCounting(true);
    try {
      const total = await fetchExactCount(queryClient, input.query);
      const unticked =
        input.selection.mode === 'external_name_not_in' ? input.selection.external_names.length : 0;
      return Math.max(0, total - unticked);
    } finally {
      setCounting(false);
    }
  };

  const start = async () => {
    try {
      const expected = await expectedCount();
      exportVideos.mutate(
        { ...input, expected_count: expected },
        {
          onSuccess: (count) =>
            pushNotification({
              type: 'success',
              title: `Exported ${count.toLocaleString('en')} videos`,
            }),
          onError: (error) => pushNotification({ type: 'error', title: errorMessage(error) }),
        },
      );
    } catch (error) {
      pushNotification({ type: 'error', title: errorMessage(error) });
    }
  };

  return (
    <Button
      size="xs"
      variant="light"
      color="gray"
      disabled={input.expected_count === 0}
      loading={counting || exportVideos.isPending}
      onClick={start}
    >
      Export CSV
    </Button>
  );
}
