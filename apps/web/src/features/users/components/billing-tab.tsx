import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CURRENCIES, type TBillingProfile } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useBilling, useSaveBilling } from '../api/account-api';

export function BillingTab({ id }: { id: number }) {
  const billing = useBilling(id);
  return (
    <QueryState query={billing} what="billing profile">
      {(data) => <BillingForm key={data.version} id={id} profile={data} />}
    </QueryState>
  );
}

const fieldsOf = (p: TBillingProfile) => ({
  legal_name: p.legal_name,
  address: p.address,
  country_code: p.country_code ?? '',
  vat_number: p.vat_number,
  billing_email: p.billing_email,
  currency: p.currency,
});

function BillingForm({ id, profile }: { id: number; profile: TBillingProfile }) {
  const [form, setForm] = useState(() => fieldsOf(profile));
  const save = useSaveBilling(id);
  const dirty = JSON.stringify(form) !== JSON.stringify(fieldsOf(profile));
  const { dialog } = useUnsavedChanges(dirty);
  const text = (name: Exclude<keyof typeof form, 'currency'>, label: string) => (
    <TextInput
      label={label}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })}
    />
  );
  return (
    <Stack maw={720}>
      {dialog}
      <SimpleGrid cols={2}>
        {text('legal_name', 'Legal name')}
        {text('vat_number', 'VAT number')}
        {text('address', 'Address')}
        {text('country_code', 'Country code')}
        {text('billing_email', 'Billing e-mail')}
        <Select
          label="Currency"
          allowDeselect={false}
          data={[...CURRENCIES]}
          value={form.currency}
          onChange={(v) => v && setForm({ ...form, currency: v })}
        />
      </SimpleGrid>
      <Button
        w="fit-content"
        disabled={!dirty}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            {
              ...form,
              country_code: form.country_code.toUpperCase() || null,
              currency: form.currency as (typeof CURRENCIES)[number],
              version: profile.version,
            },
            {
              onSuccess: () =>
                pushNotification({ type: 'success', title: 'Billing profile saved' }),
              onError: (error) => pushNotification({ type: 'error', title: errorMessage(error) }),
            },
          )
        }
      >
        Save billing
      </Button>
    </Stack>
  );
}
