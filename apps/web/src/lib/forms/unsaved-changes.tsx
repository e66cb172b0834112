import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '../ui/confirm-modal';

/**
 * Warns before unsaved edits are lost: leaving for another screen asks first, closing or
 * reloading the tab gets the browser's own question. Render `warning`; call `allowLeaving()`
 * right before a navigation that follows a save or a deletion (the form may still count as
 * edited at that instant).
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  const warning = (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      The changes on this page are not saved yet and will be lost.
    </ConfirmModal>
  );
  return { warning, allowLeaving };
}
