import { Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiRequestError } from '../api/client';
import { errorMessage } from '../api/error-message';
import { pushNotification } from '../notifications/notify';
import { ConfirmModal } from './confirm-modal';

/**
 * Asks before removing one record (mount it while asking). When the server answers 409 `in_use`,
 * its words (what still uses the record) show in the dialog; other failures are a toast.
 */
export function RemoveDialog({
  title,
  name,
  confirmLabel = 'Remove',
  remove,
  removed = `${name} removed`,
  onClose,
  children,
}: {
  title: string;
  /** The record's name in the messages: “Cannot remove “HD”.”. */
  name: string;
  confirmLabel?: string;
  remove: () => Promise<unknown>;
  /** The success toast. */
  removed?: string;
  onClose: () => void;
  /** The question. */
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await remove();
      pushNotification({ type: 'success', title: removed });
      onClose();
    } catch (error) {
      const first = error instanceof ApiRequestError ? error.errors[0] : undefined;
      if (first?.code === 'in_use') setInUse(first.message ?? errorMessage(error));
      else pushNotification({ type: 'error', title: 'Not removed', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmModal
      opened
      title={title}
      confirmLabel={confirmLabel}
      loading={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {inUse ? (
        <Text span c="red" size="sm" role="alert">
          Cannot remove “{name}”. {inUse}
        </Text>
      ) : (
        children
      )}
    </ConfirmModal>
  );
}
