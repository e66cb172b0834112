import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type TTranscoderProfile, ZTranscoderProfileCreate } from '@newsroom/contract';
import { useEffect } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import {
  useCreateTranscoderProfile,
  useEngineTemplates,
  useUpdateTranscoderProfile,
} from '../api/transcoder-profiles-api';
import { NEW_RUNG, RenditionLadderField, type TLadderForm } from './rendition-ladder-field';

const initial = (profile: TTranscoderProfile | null): TLadderForm => ({
  name: profile?.name ?? '',
  template: profile?.template ?? '',
  renditions: profile ? structuredClone(profile.renditions) : [{ ...NEW_RUNG }],
});

/** Puts a dotted path's message into react-hook-form's nested errors (`renditions.0.width`). */
function nestedErrors(issues: { path: string[]; message: string }[]) {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of issues) {
    const keys = path[path.length - 1] === undefined ? ['root'] : path;
    let node = errors;
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    const last = keys[keys.length - 1] as string;
    node[last] ??= { type: 'contract', message };
  }
  return errors as FieldErrors<TLadderForm>;
}

/** The contract's own check of the whole profile, ladder rungs included. */
const resolver: Resolver<TLadderForm> = (values) => {
  const result = ZTranscoderProfileCreate.safeParse({ transcoder: values });
  if (result.success) return { values, errors: {} };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.slice(1).map(String),
    message: issue.message,
  }));
  return { values: {}, errors: nestedErrors(issues) };
};

/** Adds a profile (`profile` null) or edits one. */
export function TranscoderProfileModal({
  opened,
  profile,
  onClose,
}: {
  opened: boolean;
  profile: TTranscoderProfile | null;
  onClose: () => void;
}) {
  const create = useCreateTranscoderProfile();
  const update = useUpdateTranscoderProfile();
  const templates = useEngineTemplates(opened);
  const form = useForm<TLadderForm>({ defaultValues: initial(profile), resolver });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the profile as listed
  useEffect(() => form.reset(initial(profile)), [opened, profile, form.reset]);

  const { submit, busy } = useSubmitOnce(
    form.handleSubmit(async (values) => {
      try {
        if (profile) {
          await update.mutateAsync({
            id: profile.id,
            change: { ...values, version: profile.version },
          });
        } else {
          await create.mutateAsync(values);
        }
        pushNotification({ type: 'success', title: `Transcoder “${values.name}” saved` });
        onClose();
      } catch (error) {
        const first = error instanceof ApiRequestError ? error.errors[0] : undefined;
        if (error instanceof ApiRequestError && error.status === 422 && first?.field) {
          const field = first.field.replace(/^transcoder\./, '') as 'name';
          form.setError(field, { type: 'server', message: first.message ?? 'Invalid' });
          return;
        }
        const stale = error instanceof ApiRequestError && error.status === 409;
        pushNotification({
          type: 'error',
          title: stale ? 'Someone else saved this profile first' : 'Not saved',
          message: stale
            ? 'The list now shows their version; make your change again.'
            : errorMessage(error),
        });
        if (stale) onClose();
      }
    }),
  );

  const errors = form.formState.errors;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={profile ? `Edit ${profile.name}` : 'Add a transcoder profile'}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="template"
            render={({ field }) => (
              <Autocomplete
                label="Wowza transcoder template"
                required
                data={templates.data?.templates ?? []}
                value={field.value}
                onChange={field.onChange}
                error={errors.template?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {templates.data?.error && (
            <Text size="xs" c="dimmed">
              The engine’s templates could not be read ({templates.data.error}); type the name.
            </Text>
          )}
          <RenditionLadderField control={form.control} errors={errors} />
        </Stack>
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
