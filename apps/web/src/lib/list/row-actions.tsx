import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A row's actions at its end: any of the area's own first (`children`), then Edit and Delete,
 * each named after the row ("Delete Main engine") so that they are told apart. Leave a handler out
 * when the admin's group may not do it.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {children}
      {onEdit && (
        <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      {onDelete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
