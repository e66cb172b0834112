import { Fieldset, Text } from '@mantine/core';

/** The image field of a record not saved yet: an image needs the record's id. */
export function ImageSaveFirst({ what }: { what: string }) {
  return (
    <Fieldset legend="Image">
      <Text size="sm" c="dimmed">
        Save the {what} first, then add its image.
      </Text>
    </Fieldset>
  );
}
