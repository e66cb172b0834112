import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { CURRENCIES, customerEndpoints, type TCurrency } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { formatMoney } from '../../../lib/format/money';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useBilling, usePlanChange, usePlans } from '../api/account-api';
import { AddPlanForm, PLAN_TYPE_ID } from './add-plan-form';
import { planLabel } from './customer-filters';

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
  const [cancelling, setCancelling] = useState<{ id: number; version: number } | null>(null);
  // One plan change at a time: a double click on Extend must not send two.
  const { busy, submit: act } = useSubmitOnce(
    async (input: Parameters<typeof change.mutateAsync>[0], title: string) => {
      try {
        await change.mutateAsync(input);
        pushNotification({ type: 'success', title });
        setCancelling(null);
      } catch (error) {
        pushNotification({ type: 'error', title: errorMessage(error) });
      }
    },
  );
  return (
    <Stack>
      <AddPlanForm id={id} currency={currency} ready={!billing.isPending} />
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
                          disabled={busy}
                          onClick={() => {
                            const end = new Date(`${p.ends_on}T00:00:00Z`);
                            end.setUTCFullYear(end.getUTCFullYear() + 1);
                            act(
                              {
                                action: 'extend',
                                planId: p.id,
                                version: p.version,
                                ends_on: end.toISOString().slice(0, 10),
                              },
                              'Plan extended by a year',
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
        loading={busy}
        onConfirm={() =>
          cancelling &&
          act(
            { action: 'cancel', planId: cancelling.id, version: cancelling.version },
            'Plan cancelled',
          )
        }
        onClose={() => setCancelling(null)}
      >
        The company can no longer download under it.
      </ConfirmModal>
    </Stack>
  );
}
