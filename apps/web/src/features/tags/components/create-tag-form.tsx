import { Button, Group, TextInput } from '@mantine/core';
import { TAG_NAME_MAX_LENGTH } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { Form } from '../../../lib/forms/form';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useCreateTag } from '../api/tags-api';

/** Adds a tag at the end of the locale; a duplicate name shows under the field. */
export function CreateTagForm({ locale }: { locale: string }) {
  const create = useCreateTag();
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });

  const { submit, busy } = useSubmitOnce(
    form.handleSubmit(async ({ name }) => {
      try {
        const tag = await create.mutateAsync({ name: name.trim(), locale });
        pushNotification({
          type: 'success',
          title: `Tag “${tag.name}” added at position ${tag.position}`,
        });
        form.reset({ name: '' });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 422) {
          form.setError('name', { message: error.errors[0]?.message ?? errorMessage(error) });
        } else {
          pushNotification({ type: 'error', title: 'Tag not added', message: errorMessage(error) });
        }
      }
    }),
  );

  return (
    <Form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          label="New tag"
          placeholder="Name"
          w={280}
          maxLength={TAG_NAME_MAX_LENGTH}
          error={form.formState.errors.name?.message}
          {...form.register('name', {
            validate: (value) => value.trim().length > 0 || 'Name is required',
          })}
        />
        <Button type="submit" mt={25} loading={busy}>
          Add tag
        </Button>
      </Group>
    </Form>
  );
}
