import { Button, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogButtons } from './dialog-buttons';

type TProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action; the confirm button is red. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: TProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{children}</Text>
      <DialogButtons onCancel={onClose} mt="lg">
        <Button color="red" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogButtons>
    </Modal>
  );
}
