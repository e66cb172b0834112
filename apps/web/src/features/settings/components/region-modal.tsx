import { Switch } from '@mantine/core';
import { type TContentRegion, ZContentRegionCreate } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { createOrChange, useSaveFormModal } from '../../../lib/forms/use-save-form';
import { useSaveRegion } from '../api/countries-api';
import { PlaceModal } from './place-modal';
import { filledNames } from './place-names-fields';

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
  const modal = useSaveFormModal(form, {
    save: (values) => save.mutateAsync(createOrChange(region, toBody(values).region)),
    saved: (values) => `Region “${values.name}” saved`,
    fields: FIELDS,
    prefix: 'region.',
    onDone: onClose,
  });
  return (
    <PlaceModal noun="region" place={region} form={form} modal={modal}>
      <Switch label="Enabled (offered for new choices)" {...form.register('enabled')} />
    </PlaceModal>
  );
}
