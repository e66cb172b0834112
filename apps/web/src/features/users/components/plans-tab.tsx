import { Badge, Stack, Table } from '@mantine/core';
import { CURRENCIES, customerEndpoints, type TCurrency } from '@newsroom/contract';
import { formatMoney } from '../../../lib/format/money';
import { RowButtons } from '../../../lib/list/row-buttons';
import { useRowChange } from '../../../lib/list/use-row-change';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useBilling, usePlanChange, usePlans } from '../api/account-api';
import { AddPlanForm, PLAN_TYPE_ID } from './add-plan-form';
import { planLabel } from './customer-filters';

/** The day a year after `day` (YYYY-MM-DD). */
function yearLater(day: string): string {
  const end = new Date(`${day}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString().slice(0, 10);
}

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
  // One plan change at a time: a double click on Extend must not send two.
  const row = useRowChange<
    Parameters<typeof change.mutateAsync>[0],
    { id: number; version: number }
  >(change.mutateAsync);
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
          focus: PLAN_TYPE_ID,
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
                      <RowButtons
                        buttons={[
                          {
                            label: 'Extend a year',
                            disabled: row.busy,
                            onClick: () =>
                              row.run(
                                {
                                  action: 'extend',
                                  planId: p.id,
                                  version: p.version,
                                  ends_on: yearLater(p.ends_on),
                                },
                                'Plan extended by a year',
                              ),
                          },
                          {
                            label: 'Cancel',
                            danger: true,
                            onClick: () => row.ask({ id: p.id, version: p.version }),
                          },
                        ]}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <ConfirmModal
        {...row.confirm((plan) => [
          { action: 'cancel', planId: plan.id, version: plan.version },
          'Plan cancelled',
        ])}
        title="Cancel this plan?"
        confirmLabel="Cancel plan"
      >
        The company can no longer download under it.
      </ConfirmModal>
    </Stack>
  );
}
