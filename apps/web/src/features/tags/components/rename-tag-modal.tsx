import { TextInput } from '@mantine/core';
import { TAG_NAME_MAX_LENGTH, type TTag } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { FormModal } from '../../../lib/forms/form-modal';
import { useSaveFormModal } from '../../../lib/forms/use-save-form';
import { useRenameTag } from '../api/tags-api';

/** Renames with the version the list showed: a concurrent edit answers 409 and is said so. */
export function RenameTagModal({ tag, onClose }: { tag: TTag; onClose: () => void }) {
  const rename = useRenameTag();
  const form = useForm<{ name: string }>({ defaultValues: { name: tag.name } });
  const modal = useSaveFormModal(form, {
    save: ({ name }) => rename.mutateAsync({ id: tag.id, name: name.trim(), version: tag.version }),
    saved: ({ name }) => `Renamed to “${name.trim()}”`,
    fields: ['name'],
    prefix: 'tag.',
    onDone: onClose,
  });

  return (
    <FormModal title={`Rename “${tag.name}”`} size="md" {...modal}>
      <TextInput
        label="Name"
        data-autofocus
        maxLength={TAG_NAME_MAX_LENGTH}
        error={form.formState.errors.name?.message}
        {...form.register('name', {
          validate: (value) => value.trim().length > 0 || 'Name is required',
        })}
      />
    </FormModal>
  );
}
