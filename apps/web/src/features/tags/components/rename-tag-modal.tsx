import { Button, Group, Modal, TextInput } from '@mantine/core';
import { TAG_NAME_MAX_LENGTH, type TTag } from '@newsroom/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useRenameTag } from '../api/tags-api';

/** Renames with the version the list showed: a concurrent edit answers 409 and is said so. */
export function RenameTagModal({ tag, onClose }: { tag: TTag | null; onClose: () => void }) {
  const rename = useRenameTag();
  const form = useForm<{ name: string }>({ defaultValues: { name: tag?.name ?? '' } });
  useEffect(() => form.reset({ name: tag?.name ?? '' }), [tag, form]);

  const { submit, busy } = useSubmitOnce(
    form.handleSubmit(async ({ name }) => {
      if (!tag) return;
      try {
        await rename.mutateAsync({ id: tag.id, name: name.trim(), version: tag.version });
        pushNotification({ type: 'success', title: `Renamed to “${name.trim()}”` });
        onClose();
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 422) {
          form.setError('name', { message: error.errors[0]?.message ?? errorMessage(error) });
        } else {
          pushNotification({ type: 'error', title: 'Not renamed', message: errorMessage(error) });
          if (error instanceof ApiRequestError && error.status === 409) onClose();
        }
      }
    }),
  );

  return (
    <Modal opened={tag !== null} onClose={onClose} title={`Rename “${tag?.name ?? ''}”`} centered>
      <form onSubmit={submit} noValidate>
        <TextInput
          label="Name"
          data-autofocus
          maxLength={TAG_NAME_MAX_LENGTH}
          error={form.formState.errors.name?.message}
          {...form.register('name', {
            validate: (value) => value.trim().length > 0 || 'Name is required',
          })}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
