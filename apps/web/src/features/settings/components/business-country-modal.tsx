import { NumberInput, Switch } from '@mantine/core';
import { type TBusinessCountry, type TCurrency, ZBusinessCountryCreate } from '@newsroom/contract';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { CurrencyField } from '../../../lib/forms/currency-field';
import { createOrChange, useSaveFormModal } from '../../../lib/forms/use-save-form';
import { useSaveBusinessCountry } from '../api/countries-api';
import { PlaceModal } from './place-modal';
import { filledNames } from './place-names-fields';

type TForm = {
  code: string;
  name: string;
  vat_rate: number | string;
  currency: TCurrency;
  signup_enabled: boolean;
  enabled: boolean;
  names: Record<string, string>;
};

const FIELDS = ['code', 'name', 'vat_rate', 'currency', 'signup_enabled', 'enabled'] as const;

// An empty rate is sent as text, so the contract refuses it instead of it becoming 0.
const toBody = (values: TForm) => ({
  country: {
    code: values.code,
    name: values.name,
    vat_rate: values.vat_rate === '' ? values.vat_rate : Number(values.vat_rate),
    currency: values.currency,
    signup_enabled: values.signup_enabled,
    enabled: values.enabled,
    names: filledNames(values.names),
  },
});

/** Adds a business country (`country` null) or edits one; a new one starts in `currency`. */
export function BusinessCountryModal({
  country,
  defaultCurrency,
  onClose,
}: {
  country: TBusinessCountry | null;
  defaultCurrency: TCurrency;
  onClose: () => void;
}) {
  const save = useSaveBusinessCountry();
  const form = useForm<TForm>({
    defaultValues: {
      code: country?.code ?? '',
      name: country?.name ?? '',
      vat_rate: country?.vat_rate ?? '',
      currency: country?.currency ?? defaultCurrency,
      signup_enabled: country?.signup_enabled ?? false,
      enabled: country?.enabled ?? true,
      names: { ...country?.names },
    },
    resolver: contractResolver(ZBusinessCountryCreate, toBody, 'country.'),
  });
  const modal = useSaveFormModal(form, {
    save: (values) => {
      const { country: fields } = toBody(values);
      return save.mutateAsync(
        createOrChange(country, { ...fields, vat_rate: Number(fields.vat_rate) }),
      );
    },
    saved: (values) => `Business country “${values.name}” saved`,
    fields: FIELDS,
    prefix: 'country.',
    onDone: onClose,
  });
  const errors = form.formState.errors;
  return (
    <PlaceModal noun="business country" place={country} form={form} modal={modal} code>
      <Controller
        control={form.control}
        name="vat_rate"
        render={({ field }) => (
          <NumberInput
            label="VAT rate (%)"
            required
            decimalScale={2}
            value={field.value}
            onChange={field.onChange}
            error={errors.vat_rate?.message}
          />
        )}
      />
      <CurrencyField control={form.control} name="currency" error={errors.currency?.message} />
      <Switch label="Offered at sign-up on the public site" {...form.register('signup_enabled')} />
      <Switch label="Enabled (offered for new billing)" {...form.register('enabled')} />
    </PlaceModal>
  );
}
