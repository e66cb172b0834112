import { videoEndpoints } from '@newsroom/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { undoOutcome } from '../model/bulk-texts';

/** How long the toast of a bulk action offers Undo (the server keeps the change longer). */
const UNDO_TOAST_MS = 30_000;

async function undo(queryClient: QueryClient, id: number) {
  try {
    const result = await call(videoEndpoints.bulkUndo, { params: { id } });
    pushNotification({ type: 'success', title: undoOutcome(result.restored, result.skipped) });
  } catch (error) {
    pushNotification({ type: 'error', title: errorMessage(error) });
  }
  await queryClient.invalidateQueries({ queryKey: ['videos'] });
}

/**
 * The toast after a bulk action, with Undo while the server keeps what it changed. Works after
 * the bulk actions bar is gone (the selection is cleared once the action is done).
 */
export function useBulkDoneToast() {
  const queryClient = useQueryClient();
  return (title: string, undoId: number | null) =>
    pushNotification({
      type: 'success',
      title,
      ...(undoId === null
        ? {}
        : {
            action: { label: 'Undo', onClick: () => void undo(queryClient, undoId) },
            autoClose: UNDO_TOAST_MS,
          }),
    });
}
