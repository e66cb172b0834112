import { useCallback, useRef, useState } from 'react';

/**
 * A submit handler that runs once at a time: a second submit while the first request runs (a
 * double click, Enter pressed twice) is ignored, even before the disabled button has rendered.
 * `busy` is for the submit button's `loading`.
 */
export function useSubmitOnce<TArgs extends unknown[]>(
  submit: (...args: TArgs) => unknown,
): { busy: boolean; submit: (...args: TArgs) => Promise<void> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const guarded = useCallback(
    async (...args: TArgs) => {
      if (running.current) return;
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
