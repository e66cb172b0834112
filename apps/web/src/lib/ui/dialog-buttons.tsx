import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dialog's buttons on the right: Cancel, then the dialog's own (`children`, its submit last). */
export function DialogButtons({
  onCancel,
  mt,
  children,
}: {
  onCancel: () => void;
  mt?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </Group>
  );
}
