import { Badge, Button, Group, NumberInput, Select, Stack, Table, TextInput } from '@mantine/core';
import {
  CURRENCIES,
  customerEndpoints,
  PLAN_TYPES,
  type TCurrency,
  type TPlanCreate,
} from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { formatMoney } from '../../../lib/format/money';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useBilling, usePlanChange, usePlans } from '../api/account-api';
import { planLabel } from './customer-filters';

const today = () => new Date().toISOString().slice(0, 10);
const yearLater = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

const PLAN_TYPE_ID = 'add-plan-type';

/** The company's plans: add one, extend or cancel the others. */
export function PlansTab({ id }: { id: number }) {
  const plans = usePlans(id);
  const change = usePlanChange(id);
  // A new plan is priced in the company's billing currency, which starts as the general
  // settings' default currency when the billing profile is made.
  const billing = useBilling(id);
  const billed = billing.data?.currency;
  const currency: TCurrency = CURRENCIES.includes(billed as TCurrency)
    ? (billed as TCurrency)
    : 'EUR';
  const [plan, setPlan] = useState<TPlanCreate['plan']>({
    plan_type: 'monthly',
    starts_on: today(),
    ends_on: yearLater(),
    download_quota: 50,
    price: 490,
    currency: 'EUR',
  });
  const [cancelling, setCancelling] = useState<{ id: number; version: number } | null>(null);
  const done = (title: string) => ({
    onSuccess: () => {
      pushNotification({ type: 'success', title });
      setCancelling(null);
    },
    onError: (error: unknown) => pushNotification({ type: 'error', title: errorMessage(error) }),
  });
  return (
    <Stack>
      <Group align="end">
        <Select
          id={PLAN_TYPE_ID}
          label="Plan type"
          w={170}
          allowDeselect={false}
          data={PLAN_TYPES.map((t) => ({ value: t, label: planLabel(t) }))}
          value={plan.plan_type}
          onChange={(v) => v && setPlan({ ...plan, plan_type: v as typeof plan.plan_type })}
        />
        <TextInput
          label="Starts"
          type="date"
          value={plan.starts_on}
          onChange={(e) => setPlan({ ...plan, starts_on: e.currentTarget.value })}
        />
        <TextInput
          label="Ends"
          type="date"
          value={plan.ends_on}
          onChange={(e) => setPlan({ ...plan, ends_on: e.currentTarget.value })}
        />
        <NumberInput
          label="Download quota"
          w={130}
          value={plan.download_quota ?? ''}
          onChange={(v) => setPlan({ ...plan, download_quota: v === '' ? null : Number(v) })}
        />
        <NumberInput
          label={`Price (${currency})`}
          w={110}
          value={plan.price}
          onChange={(v) => setPlan({ ...plan, price: Number(v) || 0 })}
        />
        <Button
          loading={change.isPending}
          disabled={billing.isPending}
          onClick={() =>
            change.mutate({ action: 'add', plan: { ...plan, currency } }, done('Plan added'))
          }
        >
          Add plan
        </Button>
      </Group>
      <QueryState
        query={plans}
        what="plans"
        isEmpty={(d) => d.plans.length === 0}
        empty="No plans yet"
        emptyNext={{
          label: 'Add plan',
          endpoint: customerEndpoints.addPlan,
          onClick: () => document.getElementById(PLAN_TYPE_ID)?.focus(),
        }}
      >
        {(data) => (
          <Table striped aria-label="Plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Dates</Table.Th>
                <Table.Th>Downloads</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.plans.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{planLabel(p.plan_type)}</Table.Td>
                  <Table.Td>
                    {p.starts_on} – {p.ends_on}
                  </Table.Td>
                  <Table.Td>
                    {p.downloads_used} / {p.download_quota ?? '∞'}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(p.price, 'plan')}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{p.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {p.status !== 'cancelled' && (
                      <Group gap={4}>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => {
                            const end = new Date(`${p.ends_on}T00:00:00Z`);
                            end.setUTCFullYear(end.getUTCFullYear() + 1);
                            change.mutate(
                              {
                                action: 'extend',
                                planId: p.id,
                                version: p.version,
                                ends_on: end.toISOString().slice(0, 10),
                              },
                              done('Plan extended by a year'),
                            );
                          }}
                        >
                          Extend a year
                        </Button>
                        <Button
                          size="compact-xs"
                          color="red"
                          variant="subtle"
                          onClick={() => setCancelling({ id: p.id, version: p.version })}
                        >
                          Cancel
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <ConfirmModal
        opened={cancelling !== null}
        title="Cancel this plan?"
        confirmLabel="Cancel plan"
        loading={change.isPending}
        onConfirm={() =>
          cancelling &&
          change.mutate(
            { action: 'cancel', planId: cancelling.id, version: cancelling.version },
            done('Plan cancelled'),
          )
        }
        onClose={() => setCancelling(null)}
      >
        The company can no longer download under it.
      </ConfirmModal>
    </Stack>
  );
}
