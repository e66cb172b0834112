import { Button, Group } from '@mantine/core';

/** The end of a page form: Save (disabled while it runs) and Discard changes (when there are some). */
export function SaveOrDiscard({
  busy,
  dirty,
  onDiscard,
  saveLabel = 'Save',
  needsChange = false,
}: {
  busy: boolean;
  dirty: boolean;
  onDiscard: () => void;
  /** "Save billing": where one screen holds more than one form. */
  saveLabel?: string;
  /** Save is offered only once something has changed. */
  needsChange?: boolean;
}) {
  return (
    <Group>
      <Button type="submit" loading={busy} disabled={busy || (needsChange && !dirty)}>
        {saveLabel}
      </Button>
      <Button variant="default" disabled={!dirty || busy} onClick={onDiscard}>
        Discard changes
      </Button>
    </Group>
  );
}
