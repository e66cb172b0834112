import { useEffect } from 'react';
import { notifySomethingWentWrong } from '../../../lib/notifications/notify';

/** SPEC §8: a failed load shows the 'Something went wrong' toast, once per failure. */
export function useLoadErrorToast(error: unknown) {
  useEffect(() => {
    if (!error) return;
    if (error instanceof DOMException && error.name === 'AbortError') return;
    notifySomethingWentWrong();
  }, [error]);
}
