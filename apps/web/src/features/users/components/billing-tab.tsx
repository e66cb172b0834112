import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type TBillingProfile,
  type TBillingUpdate,
  type TCurrency,
  ZBillingUpdate,
} from '@newsroom/contract';
import { Controller } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { CurrencyField } from '../../../lib/forms/currency-field';
import { Form } from '../../../lib/forms/form';
import { SaveOrDiscard } from '../../../lib/forms/save-or-discard';
import { useVersionedForm } from '../../../lib/forms/use-versioned-form';
import { QueryState } from '../../../lib/query/query-state';
import { useBillingCountries } from '../../../lib/reference/reference-api';
import { useBilling, useSaveBilling } from '../api/account-api';

export function BillingTab({ id }: { id: number }) {
  const billing = useBilling(id);
  return (
    <QueryState query={billing} what="billing profile">
      {(data) => <BillingForm id={id} profile={data} />}
    </QueryState>
  );
}

type TForm = {
  legal_name: string;
  address: string;
  country_code: string;
  vat_number: string;
  billing_email: string;
  currency: string;
};
const FIELDS = [
  'legal_name',
  'address',
  'country_code',
  'vat_number',
  'billing_email',
  'currency',
] as const;

const initial = (p: TBillingProfile): TForm => ({
  legal_name: p.legal_name,
  address: p.address,
  country_code: p.country_code ?? '',
  vat_number: p.vat_number,
  billing_email: p.billing_email,
  currency: p.currency,
});

const changeOf = (values: TForm, version: number): TBillingUpdate['billing'] => ({
  ...values,
  country_code: values.country_code || null,
  currency: values.currency as TCurrency,
  version,
});

function BillingForm({ id, profile }: { id: number; profile: TBillingProfile }) {
  const save = useSaveBilling(id);
  const { form, submit, busy, leaveWarning, discard } = useVersionedForm({
    record: profile,
    initial,
    changeOf,
    save: save.mutateAsync,
    fields: FIELDS,
    prefix: 'billing.',
    what: 'Billing profile',
    resolver: contractResolver(
      ZBillingUpdate,
      (values: TForm) => ({ billing: changeOf(values, profile.version) }),
      'billing.',
    ),
  });
  const { errors, isDirty } = form.formState;
  const countries = useBillingCountries();
  // Disabled countries are offered only to the profile that already has one.
  const countryOptions = (countries.data?.countries ?? [])
    .filter((c) => c.enabled || c.code === profile.country_code)
    .map((c) => ({ value: c.code, label: c.enabled ? c.name : `${c.name} (disabled)` }));
  const text = (name: Exclude<keyof TForm, 'currency'>, label: string) => (
    <TextInput label={label} error={errors[name]?.message} {...form.register(name)} />
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Billing profile">
      <Stack maw={720}>
        {leaveWarning}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('legal_name', 'Legal name')}
          {text('vat_number', 'VAT number')}
          {text('address', 'Address')}
          <Controller
            control={form.control}
            name="country_code"
            render={({ field }) => (
              <Select
                label="Country"
                placeholder="Not set"
                searchable
                clearable
                data={countryOptions}
                value={field.value || null}
                onChange={(code) => {
                  field.onChange(code ?? '');
                  // A new country's invoices start in its currency.
                  const currency = countries.data?.countries.find((c) => c.code === code)?.currency;
                  if (currency) form.setValue('currency', currency, { shouldDirty: true });
                }}
                error={errors.country_code?.message}
              />
            )}
          />
          {text('billing_email', 'Billing e-mail')}
          <CurrencyField control={form.control} name="currency" error={errors.currency?.message} />
        </SimpleGrid>
        <SaveOrDiscard
          busy={busy}
          dirty={isDirty}
          onDiscard={discard}
          saveLabel="Save billing"
          needsChange
        />
      </Stack>
    </Form>
  );
}
