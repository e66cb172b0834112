import { Select, Switch } from '@mantine/core';
import {
  type TContentCountry,
  type TContentRegion,
  ZContentCountryCreate,
} from '@newsroom/contract';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { createOrChange, useSaveFormModal } from '../../../lib/forms/use-save-form';
import { useSaveContentCountry } from '../api/countries-api';
import { PlaceModal } from './place-modal';
import { filledNames } from './place-names-fields';

type TForm = {
  code: string;
  name: string;
  region_id: string | null;
  enabled: boolean;
  names: Record<string, string>;
};

const FIELDS = ['code', 'name', 'region_id', 'enabled'] as const;

const toBody = (values: TForm) => ({
  country: {
    code: values.code,
    name: values.name,
    region_id: values.region_id ? Number(values.region_id) : null,
    enabled: values.enabled,
    names: filledNames(values.names),
  },
});

/** Adds a content country (`country` null) or edits one. */
export function ContentCountryModal({
  country,
  regions,
  onClose,
}: {
  country: TContentCountry | null;
  regions: TContentRegion[];
  onClose: () => void;
}) {
  const save = useSaveContentCountry();
  const form = useForm<TForm>({
    defaultValues: {
      code: country?.code ?? '',
      name: country?.name ?? '',
      region_id: country?.region_id ? String(country.region_id) : null,
      enabled: country?.enabled ?? true,
      names: { ...country?.names },
    },
    resolver: contractResolver(ZContentCountryCreate, toBody, 'country.'),
  });
  // A disabled region is offered only to the country already in it.
  const regionOptions = regions
    .filter((region) => region.enabled || region.id === country?.region_id)
    .map((region) => ({
      value: String(region.id),
      label: region.enabled ? region.name : `${region.name} (disabled)`,
    }));
  const modal = useSaveFormModal(form, {
    save: (values) => save.mutateAsync(createOrChange(country, toBody(values).country)),
    saved: (values) => `Country “${values.name}” saved`,
    fields: FIELDS,
    prefix: 'country.',
    onDone: onClose,
  });
  const errors = form.formState.errors;
  return (
    <PlaceModal noun="content country" place={country} form={form} modal={modal} code>
      <Controller
        control={form.control}
        name="region_id"
        render={({ field }) => (
          <Select
            label="Region"
            placeholder="No region"
            clearable
            searchable
            data={regionOptions}
            value={field.value}
            onChange={field.onChange}
            error={errors.region_id?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Switch
        label="Enabled (offered for new videos, live events and customers)"
        {...form.register('enabled')}
      />
    </PlaceModal>
  );
}
