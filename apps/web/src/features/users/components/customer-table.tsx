import type { TCustomer } from '@newsroom/contract';
import { DateTime } from '../../../lib/format/date-time';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { RowCheckbox } from '../../../lib/ui/plain-checkbox';
import { PlainLink } from '../../../lib/ui/plain-link';
import { PlainText } from '../../../lib/ui/plain-text';
import type { TSelectionState } from './use-selection';

/** One page of customers with a checkbox each; the name opens the customer's page. */
export function CustomerTable({
  type,
  customers,
  selection,
}: {
  type: string;
  customers: TCustomer[];
  selection: TSelectionState;
}) {
  const nameOf = (customer: TCustomer) => `${customer.first_name} ${customer.last_name}`.trim();
  const columns: TColumn<TCustomer>[] = [
    {
      header: '',
      label: 'Select',
      width: 40,
      cell: (customer) => (
        <RowCheckbox
          label={`Select ${nameOf(customer)}`}
          checked={selection.isSelected(customer.id)}
          onChange={() => selection.toggle(customer.id)}
        />
      ),
    },
    {
      header: 'Name',
      cell: (customer) => (
        <>
          {/* A plain in-app link, styled as an Anchor by app/global.css: lighter for the server,
              which draws these 25 rows into the first screen, as in the videos table; so are
              the checkbox and the e-mail (lib/ui's plain parts). */}
          <PlainLink to={`/users/${type}/${customer.id}/profile`}>{nameOf(customer)}</PlainLink>
          <PlainText size="xs" dimmed>
            {customer.email}
          </PlainText>
        </>
      ),
    },
    { header: 'Company', cell: (customer) => customer.company?.name ?? '—' },
    { header: 'Country', cell: (customer) => customer.country?.name ?? '—' },
    { header: 'Account manager', cell: (customer) => customer.account_manager?.name ?? '—' },
    {
      header: 'Created',
      cell: (customer) => <DateTime value={customer.created_at} />,
    },
  ];
  return (
    <DataTable
      label="Customers"
      rows={customers}
      columns={columns}
      rowKey={(customer) => customer.id}
      verticalSpacing="xs"
    />
  );
}
