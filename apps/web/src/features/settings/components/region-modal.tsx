import { Switch, TextInput } from '@mantine/core';
import { type TContentRegion, ZContentRegionCreate } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormModal } from '../../../lib/forms/form-modal';
import { useSaveForm } from '../../../lib/forms/use-save-form';
import { useSaveRegion } from '../api/countries-api';
import { filledNames, PlaceNamesFields } from './place-names-fields';

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
  const { busy, submit } = useSaveForm(form, {
    save: (values) => {
      const { region: fields } = toBody(values);
      return save.mutateAsync(
        region ? { id: region.id, change: { ...fields, version: region.version } } : fields,
      );
    },
    saved: (values) => `Region “${values.name}” saved`,
    fields: FIELDS,
    prefix: 'region.',
    onDone: onClose,
  });
  return (
    <FormModal
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
      <Switch label="Enabled (offered for new choices)" {...form.register('enabled')} />
      <PlaceNamesFields register={form.register} />
    </FormModal>
  );
}
