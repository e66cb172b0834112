import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmModal } from '../ui/confirm-modal';

/**
 * Warns before unsaved edits are lost: an in-app navigation (a link, a tab kept in the URL, Back)
 * asks first, and closing or reloading the tab gets the browser's own question. Render `dialog`;
 * call `release()` right before navigating away on purpose (after a successful create).
 * One form per screen uses it: the router keeps one blocker at a time.
 */
export function useUnsavedChanges(dirty: boolean): { dialog: ReactNode; release: () => void } {
  const released = useRef(false);
  if (!dirty) released.current = false;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave and discard"
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      You have changes that are not saved yet. They are lost if you leave this form now.
    </ConfirmModal>
  );
  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}
