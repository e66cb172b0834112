import { Button, Modal, NumberInput, Text } from '@mantine/core';
import type { TTag } from '@newsroom/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { Form } from '../../../lib/forms/form';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';
import { useMoveTag } from '../api/tags-api';

type TProps = {
  tag: TTag | null;
  /** Tags in the locale; unknown while a search narrows the list (the server checks then). */
  count?: number;
  onClose: () => void;
  onMoved: (position: number) => void;
};

/** "Move to position N": for moves across pages, where dragging cannot reach. */
export function MoveTagModal({ tag, count, onClose, onMoved }: TProps) {
  const move = useMoveTag();
  const [position, setPosition] = useState<number | string>(tag?.position ?? 1);
  useEffect(() => setPosition(tag?.position ?? 1), [tag]);
  const valid =
    typeof position === 'number' &&
    Number.isInteger(position) &&
    position >= 1 &&
    (count === undefined || position <= count);

  const { submit, busy } = useSubmitOnce(async () => {
    if (!tag || !valid) return;
    try {
      await move.mutateAsync({ id: tag.id, position });
      pushNotification({ type: 'success', title: `“${tag.name}” moved to position ${position}` });
      onMoved(position);
      onClose();
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not moved', message: errorMessage(error) });
    }
  });

  return (
    <Modal opened={tag !== null} onClose={onClose} title={`Move “${tag?.name ?? ''}”`} centered>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Text size="sm" c="dimmed" mb="sm">
          Now at position {tag?.position}.
          {count !== undefined && ` Positions run from 1 to ${count}.`}
        </Text>
        <NumberInput
          label="New position"
          data-autofocus
          min={1}
          max={count}
          allowDecimal={false}
          value={position}
          onChange={setPosition}
          error={!valid ? `Enter a position from 1${count ? ` to ${count}` : ''}` : undefined}
        />
        <DialogButtons onCancel={onClose} mt="lg">
          <Button type="submit" disabled={!valid} loading={busy}>
            Move
          </Button>
        </DialogButtons>
      </Form>
    </Modal>
  );
}
