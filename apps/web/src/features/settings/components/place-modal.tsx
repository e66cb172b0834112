import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';

/**
 * The frame of the place forms (content country, region, business country): closing it or leaving
 * the screen with unsaved edits asks first; Save shows its progress and is disabled while it runs.
 * Screens mount it only while it is open (one navigation blocker at a time).
 */
export function PlaceModal({
  title,
  dirty,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  dirty: boolean;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const unsaved = useUnsavedChanges(dirty && !busy);
  const close = () => (dirty ? setAsking(true) : onClose());
  return (
    <>
      <Modal opened onClose={close} title={title} size="lg" centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack>{children}</Stack>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </form>
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
