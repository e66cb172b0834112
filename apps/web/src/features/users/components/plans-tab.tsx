import { Badge, Stack } from '@mantine/core';
import { CURRENCIES, customerEndpoints, type TCurrency, type TPlan } from '@newsroom/contract';
import { formatMoney } from '../../../lib/format/money';
import { buttonsColumn } from '../../../lib/list/buttons-column';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
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
  const columns: TColumn<TPlan>[] = [
    { header: 'Plan', cell: (p) => planLabel(p.plan_type) },
    { header: 'Dates', cell: (p) => `${p.starts_on} – ${p.ends_on}` },
    { header: 'Downloads', cell: (p) => `${p.downloads_used} / ${p.download_quota ?? '∞'}` },
    { header: 'Price', align: 'right', cell: (p) => formatMoney(p.price, 'plan') },
    { header: 'Status', cell: (p) => <Badge variant="light">{p.status}</Badge> },
    buttonsColumn((p) =>
      p.status === 'cancelled'
        ? []
        : [
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
          ],
    ),
  ];
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
          <DataTable label="Plans" rows={data.plans} columns={columns} rowKey={(p) => p.id} />
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
