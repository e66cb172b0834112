import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { PLAN_TYPES, type TCurrency, type TPlanType, ZPlanCreate } from '@newsroom/contract';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/error-message';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { Form } from '../../../lib/forms/form';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { usePlanChange } from '../api/account-api';
import { planLabel } from './customer-filters';

export const PLAN_TYPE_ID = 'add-plan-type';

type TForm = {
  plan_type: TPlanType;
  starts_on: string;
  ends_on: string;
  download_quota: number | string;
  price: number | string;
};
const FIELDS = ['plan_type', 'starts_on', 'ends_on', 'download_quota', 'price'] as const;

const day = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const empty = (): TForm => ({
  plan_type: 'monthly',
  starts_on: day(),
  ends_on: day(365),
  download_quota: 50,
  price: 490,
});

// An empty quota means no limit; an empty price is sent as missing, so the contract says so.
const toBody = (values: TForm, currency: TCurrency) => ({
  plan: {
    ...values,
    download_quota: values.download_quota === '' ? null : Number(values.download_quota),
    price: values.price === '' ? undefined : Number(values.price),
    currency,
  },
});

/** Adds a plan priced in the company's billing currency; refusals show by their fields. */
export function AddPlanForm({
  id,
  currency,
  ready,
}: {
  id: number;
  currency: TCurrency;
  ready: boolean;
}) {
  const change = usePlanChange(id);
  const form = useForm<TForm>({
    defaultValues: empty(),
    resolver: contractResolver(ZPlanCreate, (values: TForm) => toBody(values, currency), 'plan.'),
  });
  const { errors } = form.formState;
  const { busy, submit } = useSubmitOnce(
    form.handleSubmit(async (values) => {
      try {
        const { plan } = toBody(values, currency);
        await change.mutateAsync({ action: 'add', plan: plan as typeof plan & { price: number } });
        pushNotification({ type: 'success', title: 'Plan added' });
        form.reset(empty());
      } catch (error) {
        if (showServerFieldErrors(error, form.setError, FIELDS, 'plan.')) return;
        pushNotification({ type: 'error', title: 'Plan not added', message: errorMessage(error) });
      }
    }),
  );
  const number = (name: 'download_quota' | 'price', label: string, w: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          w={w}
          value={field.value}
          onChange={field.onChange}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Add a plan">
      <Group align="start">
        <Controller
          control={form.control}
          name="plan_type"
          render={({ field }) => (
            <Select
              id={PLAN_TYPE_ID}
              label="Plan type"
              w={170}
              allowDeselect={false}
              data={PLAN_TYPES.map((t) => ({ value: t, label: planLabel(t) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              error={errors.plan_type?.message}
            />
          )}
        />
        <TextInput
          label="Starts"
          type="date"
          error={errors.starts_on?.message}
          {...form.register('starts_on')}
        />
        <TextInput
          label="Ends"
          type="date"
          error={errors.ends_on?.message}
          {...form.register('ends_on')}
        />
        {number('download_quota', 'Download quota', 130)}
        {number('price', `Price (${currency})`, 110)}
        <Button type="submit" mt={25} loading={busy} disabled={!ready}>
          Add plan
        </Button>
      </Group>
    </Form>
  );
}
