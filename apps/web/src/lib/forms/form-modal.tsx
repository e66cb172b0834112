import { Button, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../ui/confirm-modal';
import { DialogButtons } from '../ui/dialog-buttons';
import { Form } from './form';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * The frame of a form in a dialog: closing it or leaving the screen with unsaved edits asks first;
 * Save shows its progress and is disabled while it runs. Mount it only while it is open (one
 * navigation blocker at a time), so each opening also starts from the record as listed.
 */
export function FormModal({
  title,
  dirty,
  busy,
  onSubmit,
  onClose,
  size = 'lg',
  label,
  submitLabel = 'Save',
  danger = false,
  children,
}: {
  title: string;
  dirty: boolean;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  size?: ModalProps['size'];
  /** The form's accessible name, where the title alone is not enough. */
  label?: string;
  submitLabel?: string;
  /** A red submit: the form makes a destructive change (deactivating with a reason). */
  danger?: boolean;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const unsaved = useUnsavedChanges(dirty && !busy);
  const close = () => (dirty ? setAsking(true) : onClose());
  return (
    <>
      <Modal opened onClose={close} title={title} size={size} centered>
        <Form
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack>{children}</Stack>
          <DialogButtons onCancel={close} mt="lg">
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy} disabled={busy}>
              {submitLabel}
            </Button>
          </DialogButtons>
        </Form>
      </Modal>
      {unsaved.dialog}
      <ConfirmModal
        opened={asking}
        title="Discard your changes?"
        confirmLabel="Discard"
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      >
        The changes in this form are not saved yet.
      </ConfirmModal>
    </>
  );
}
