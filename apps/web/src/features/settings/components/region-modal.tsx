import { Switch, TextInput } from '@mantine/core';
import { type TContentRegion, ZContentRegionCreate } from '@newsroom/contract';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useSaveRegion } from '../api/countries-api';
import { PlaceModal } from './place-modal';
import { PlaceNamesFields } from './place-names-fields';
import { filledNames, savePlace } from './place-save';

type TForm = { name: string; enabled: boolean; names: Record<string, string> };

const FIELDS = ['name', 'enabled'] as const;

const toBody = (values: TForm) => ({
  region: { name: values.name, enabled: values.enabled, names: filledNames(values.names) },
});

/** Adds a content region (`region` null) or edits one. */
export function RegionModal({
  region,
  onClose,
}: {
  region: TContentRegion | null;
  onClose: () => void;
}) {
  const save = useSaveRegion();
  const form = useForm<TForm>({
    defaultValues: {
      name: region?.name ?? '',
      enabled: region?.enabled ?? true,
      names: { ...region?.names },
    },
    resolver: contractResolver(ZContentRegionCreate, toBody, 'region.'),
  });
  const { busy, submit } = useSubmitOnce(() =>
    form.handleSubmit((values) => {
      const { region: fields } = toBody(values);
      return savePlace(
        () =>
          save.mutateAsync(
            region ? { id: region.id, change: { ...fields, version: region.version } } : fields,
          ),
        {
          what: `Region “${values.name}”`,
          setError: form.setError,
          fields: FIELDS,
          prefix: 'region.',
          onDone: onClose,
        },
      );
    })(),
  );
  return (
    <PlaceModal
      title={region ? `Edit ${region.name}` : 'Add a region'}
      dirty={form.formState.isDirty}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label="Name"
        required
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label="Enabled (offered for new choices)"
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <PlaceNamesFields register={form.register} />
    </PlaceModal>
  );
}
