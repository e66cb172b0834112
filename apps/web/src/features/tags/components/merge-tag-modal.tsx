import { Alert, Button, Modal, Text } from '@mantine/core';
import type { TTag } from '@newsroom/contract';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { TagPicker } from '../../../lib/tag-picker/tag-picker';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';
import { tagsOfLocale, useReplaceTag } from '../api/tags-api';

/**
 * Merge (replace and destroy): every video and live event using the tag gets
 * the chosen tag instead, and the tag is deleted. Asks once more before it runs.
 */
export function MergeTagModal({ tag, onClose }: { tag: TTag | null; onClose: () => void }) {
  const replace = useReplaceTag();
  const [replacer, setReplacer] = useState<TTag | null>(null);
  const useOptions = useMemo(() => tagsOfLocale(tag?.locale ?? ''), [tag?.locale]);
  useEffect(() => {
    if (tag) setReplacer(null);
  }, [tag]);

  async function merge() {
    if (!tag || !replacer) return;
    try {
      const result = await replace.mutateAsync({ id: tag.id, replacerId: replacer.id });
      pushNotification({
        type: 'success',
        title: `“${tag.name}” merged into “${replacer.name}”`,
        message: `${result.moved_uses} use(s) moved.`,
      });
      onClose();
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not merged', message: errorMessage(error) });
    }
  }

  return (
    <Modal
      opened={tag !== null}
      onClose={onClose}
      title={`Merge “${tag?.name ?? ''}” into another tag`}
      centered
    >
      {tag && (
        <TagPicker
          useOptions={useOptions}
          label="Replace with"
          value={replacer}
          onChange={setReplacer}
          exclude={(candidate) => candidate.id === tag.id}
        />
      )}
      {replacer && tag && (
        <Alert color="red" variant="light" mt="md">
          <Text size="sm">
            Every video and live event tagged “{tag.name}” will be tagged “{replacer.name}”, and “
            {tag.name}” will be deleted. This cannot be undone.
          </Text>
        </Alert>
      )}
      <DialogButtons onCancel={onClose} mt="lg">
        <Button color="red" disabled={!replacer} loading={replace.isPending} onClick={merge}>
          Merge and delete
        </Button>
      </DialogButtons>
    </Modal>
  );
}
