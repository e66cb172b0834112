import { useCallback, useRef, useState } from 'react';

/**
 * A submit handler that runs once at a time: a second submit while the first request runs (a
 * double click, Enter pressed twice) is ignored, even before the disabled button has rendered.
 * `busy` is for the submit button's `loading` (Mantine then disables it). Wrap the whole
 * handler, validation included: `useSubmitOnce(form.handleSubmit(save))`, `onSubmit={once.submit}`;
 * the handler returns (or awaits) the request's promise so `busy` lasts as long as the request.
 * The Idempotency-Key of a create re-sent unchanged after a network error stays the same
 * (`lib/api/idempotency-keys.ts`), so the retry the user makes creates one thing.
 */
export function useSubmitOnce<TArgs extends unknown[]>(
  submit: (...args: TArgs) => unknown,
): { busy: boolean; submit: (...args: TArgs) => Promise<void> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const guarded = useCallback(
    async (...args: TArgs) => {
      if (running.current) {
        // A dropped form submit must still not reach the browser (it would reload the page).
        (args[0] as { preventDefault?: () => void } | undefined)?.preventDefault?.();
        return;
      }
      running.current = true;
      setBusy(true);
      try {
        await submit(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [submit],
  );
  return { busy, submit: guarded };
}
