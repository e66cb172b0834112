import { Autocomplete, Text, TextInput } from '@mantine/core';
import { type TTranscoderProfile, ZTranscoderProfileCreate } from '@newsroom/contract';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { FormModal } from '../../../lib/forms/form-modal';
import { useSaveFormModal } from '../../../lib/forms/use-save-form';
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

const FIELDS = ['name', 'template'] as const;

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

/** Adds a profile (`profile` null) or edits one; mounted while open. */
export function TranscoderProfileModal({
  profile,
  onClose,
}: {
  profile: TTranscoderProfile | null;
  onClose: () => void;
}) {
  const create = useCreateTranscoderProfile();
  const update = useUpdateTranscoderProfile();
  const templates = useEngineTemplates(true);
  const form = useForm<TLadderForm>({ defaultValues: initial(profile), resolver });
  const modal = useSaveFormModal(form, {
    save: (values) =>
      profile
        ? update.mutateAsync({ id: profile.id, change: { ...values, version: profile.version } })
        : create.mutateAsync(values),
    saved: (values) => `Transcoder “${values.name}” saved`,
    fields: FIELDS,
    prefix: 'transcoder.',
    onDone: onClose,
  });

  const errors = form.formState.errors;
  return (
    <FormModal
      title={profile ? `Edit ${profile.name}` : 'Add a transcoder profile'}
      size="xl"
      {...modal}
    >
      <TextInput label="Name" required error={errors.name?.message} {...form.register('name')} />
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
    </FormModal>
  );
}
