import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useSubmitOnce } from '../forms/use-submit-once';
import { pushNotification } from '../notifications/notify';

/**
 * A change made from a list's row, one at a time (a double click sends one), with its toasts,
 * and the row it asks about before a destructive change (`asking`, `ask`). `run(input, title)`
 * sends the change, toasts `title` and stops asking when done; a failure toasts the server's
 * words (under `failed` when given). Spread `confirm(send)` on the `ConfirmModal` that asks.
 */
export function useRowChange<TInput, TAsk = never>(
  change: (input: TInput) => Promise<unknown>,
  failed?: string,
) {
  const [asking, ask] = useState<TAsk | null>(null);
  const { busy, submit: run } = useSubmitOnce(async (input: TInput, title: string) => {
    try {
      await change(input);
      pushNotification({ type: 'success', title });
      ask(null);
    } catch (error) {
      pushNotification(
        failed
          ? { type: 'error', title: failed, message: errorMessage(error) }
          : { type: 'error', title: errorMessage(error) },
      );
    }
  });
  /** The asking `ConfirmModal`'s state and its confirm: the change `send` makes of the row. */
  const confirm = (send: (asked: TAsk) => [input: TInput, title: string]) => ({
    opened: asking !== null,
    loading: busy,
    onClose: () => ask(null),
    onConfirm: () => asking !== null && void run(...send(asking)),
  });
  return { busy, run, asking, ask, confirm };
}
