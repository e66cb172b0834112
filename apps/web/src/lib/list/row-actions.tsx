import type { ReactNode } from 'react';
import { ButtonRow } from '../ui/button-row';
import { CompactButton } from '../ui/compact-button';

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
    <ButtonRow gap="xs" end>
      {children}
      {onEdit && (
        <CompactButton size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </CompactButton>
      )}
      {onDelete && (
        <CompactButton size="xs" variant="light" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </CompactButton>
      )}
    </ButtonRow>
  );
}
