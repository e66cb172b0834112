import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type TCustomer, type TCustomerUpdate, ZCustomerUpdate } from '@newsroom/contract';
import { Controller } from 'react-hook-form';
import { DateTime } from '../../../lib/format/date-time';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { Form } from '../../../lib/forms/form';
import { SaveOrDiscard } from '../../../lib/forms/save-or-discard';
import { useVersionedForm } from '../../../lib/forms/use-versioned-form';
import { pickable } from '../../../lib/reference/pickable';
import { useCountries } from '../../../lib/reference/reference-api';
import { useUpdateCustomer } from '../api/customers-api';
import { AccountManagerSelect } from './account-manager-select';

type TForm = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  job_title: string;
  country_id: string | null;
  account_manager_id: string | null;
};
const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_title',
  'country_id',
  'account_manager_id',
] as const;
type TText = Exclude<keyof TForm, 'country_id' | 'account_manager_id'>;

const initial = (c: TCustomer): TForm => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone ?? '',
  job_title: c.job_title ?? '',
  country_id: c.country ? String(c.country.id) : null,
  account_manager_id: c.account_manager ? String(c.account_manager.id) : null,
});

const changeOf = (values: TForm, version: number): TCustomerUpdate['customer'] => ({
  ...values,
  phone: values.phone || null,
  job_title: values.job_title || null,
  country_id: values.country_id ? Number(values.country_id) : null,
  account_manager_id: values.account_manager_id ? Number(values.account_manager_id) : null,
  version,
});

/** The customer's own details, editable; the facts beside them read-only. */
export function ProfileTab({ customer }: { customer: TCustomer }) {
  const countries = useCountries();
  const update = useUpdateCustomer(customer.id);
  const { form, submit, busy, leaveWarning, discard } = useVersionedForm({
    record: customer,
    initial,
    changeOf,
    save: update.mutateAsync,
    fields: FIELDS,
    prefix: 'customer.',
    what: 'Profile',
    resolver: contractResolver(
      ZCustomerUpdate,
      (values: TForm) => ({ customer: changeOf(values, customer.version) }),
      'customer.',
    ),
  });
  const { errors, isDirty } = form.formState;
  const text = (name: TText, label: string) => (
    <TextInput label={label} error={errors[name]?.message} {...form.register(name)} />
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Profile">
      <Stack maw={720}>
        {leaveWarning}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('first_name', 'First name')}
          {text('last_name', 'Last name')}
          {text('email', 'E-mail')}
          {text('phone', 'Phone')}
          {text('job_title', 'Job title')}
          <Controller
            control={form.control}
            name="country_id"
            render={({ field }) => (
              <Select
                label="Country"
                searchable
                clearable
                data={pickable(countries.data?.countries ?? [], [initial(customer).country_id]).map(
                  (c) => ({ value: String(c.id), label: c.name }),
                )}
                value={field.value}
                onChange={field.onChange}
                error={errors.country_id?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="account_manager_id"
            render={({ field }) => (
              <AccountManagerSelect
                current={customer.account_manager}
                value={field.value}
                onChange={field.onChange}
                error={errors.account_manager_id?.message}
              />
            )}
          />
        </SimpleGrid>
        <SaveOrDiscard
          busy={busy}
          dirty={isDirty}
          onDiscard={discard}
          saveLabel="Save profile"
          needsChange
        />
        <Text size="sm" c="dimmed">
          Company: {customer.company?.name ?? 'none'} · Region: {customer.region?.name ?? '—'} ·
          Created <DateTime value={customer.created_at} /> · Last sign-in{' '}
          {customer.last_sign_in_at ? <DateTime value={customer.last_sign_in_at} /> : 'never'}
        </Text>
        {customer.deactivation_reason && (
          <Text size="sm" c="red">
            Deactivated: {customer.deactivation_reason}
          </Text>
        )}
      </Stack>
    </Form>
  );
}
