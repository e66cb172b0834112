import { Button } from '@mantine/core';
import type { TVideoExport } from '@newsroom/contract';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { useExportVideos } from '../api/use-export-videos';

/** Downloads the selection within the current search as CSV (the bulk actions' selection rules). */
export function ExportSelectionButton({ input }: { input: TVideoExport }) {
  const exportVideos = useExportVideos();
  return (
    <Button
      size="xs"
      variant="light"
      color="gray"
      disabled={input.expected_count === 0}
      loading={exportVideos.isPending}
      onClick={() =>
        exportVideos.mutate(input, {
          onSuccess: (count) =>
            pushNotification({
              type: 'success',
              title: `Exported ${count.toLocaleString('en')} videos`,
            }),
          onError: (error) => pushNotification({ type: 'error', title: errorMessage(error) }),
        })
      }
    >
      Export CSV
    </Button>
  );
}
