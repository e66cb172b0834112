import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TCustomer } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { pickable } from '../../../lib/reference/pickable';
import { useCountries } from '../../../lib/reference/reference-api';
import { useUpdateCustomer } from '../api/customers-api';

const fieldsOf = (c: TCustomer) => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone ?? '',
  job_title: c.job_title ?? '',
  country_id: c.country ? String(c.country.id) : null,
});

/** The customer's own details, editable; the facts beside them read-only. */
export function ProfileTab({ customer }: { customer: TCustomer }) {
  const [form, setForm] = useState(() => fieldsOf(customer));
  const countries = useCountries();
  const update = useUpdateCustomer(customer.id);
  const saved = fieldsOf(customer);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const { dialog } = useUnsavedChanges(dirty);
  const text = (
    name: 'first_name' | 'last_name' | 'email' | 'phone' | 'job_title',
    label: string,
  ) => (
    <TextInput
      label={label}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.currentTarget.value })}
    />
  );
  const save = () =>
    update.mutate(
      {
        ...form,
        phone: form.phone || null,
        job_title: form.job_title || null,
        country_id: form.country_id ? Number(form.country_id) : null,
        version: customer.version,
      },
      {
        onSuccess: (next) => {
          setForm(fieldsOf(next));
          pushNotification({ type: 'success', title: 'Profile saved' });
        },
        onError: (error) => pushNotification({ type: 'error', title: errorMessage(error) }),
      },
    );
  return (
    <Stack maw={720}>
      {dialog}
      <SimpleGrid cols={2}>
        {text('first_name', 'First name')}
        {text('last_name', 'Last name')}
        {text('email', 'E-mail')}
        {text('phone', 'Phone')}
        {text('job_title', 'Job title')}
        <Select
          label="Country"
          searchable
          clearable
          data={pickable(countries.data?.countries ?? [], [form.country_id]).map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
          value={form.country_id}
          onChange={(value) => setForm({ ...form, country_id: value })}
        />
      </SimpleGrid>
      <Group>
        <Button onClick={save} loading={update.isPending} disabled={!dirty}>
          Save profile
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Company: {customer.company?.name ?? 'none'} · Region: {customer.region?.name ?? '—'} ·
        Account manager: {customer.account_manager?.name ?? '—'} · Created{' '}
        <DateTime value={customer.created_at} /> · Last sign-in{' '}
        {customer.last_sign_in_at ? <DateTime value={customer.last_sign_in_at} /> : 'never'}
      </Text>
      {customer.deactivation_reason && (
        <Text size="sm" c="red">
          Deactivated: {customer.deactivation_reason}
        </Text>
      )}
    </Stack>
  );
}
