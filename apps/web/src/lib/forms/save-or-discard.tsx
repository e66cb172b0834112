import { Button, Group } from '@mantine/core';

/** The end of a page form: Save (disabled while it runs) and Discard changes (when there are some). */
export function SaveOrDiscard({
  busy,
  dirty,
  onDiscard,
}: {
  busy: boolean;
  dirty: boolean;
  onDiscard: () => void;
}) {
  return (
    <Group>
      <Button type="submit" loading={busy} disabled={busy}>
        Save
      </Button>
      <Button variant="default" disabled={!dirty || busy} onClick={onDiscard}>
        Discard changes
      </Button>
    </Group>
  );
}
