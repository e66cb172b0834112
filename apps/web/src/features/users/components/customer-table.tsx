import { Checkbox, Text } from '@mantine/core';
import type { TCustomer } from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTimeIn, useAdminTimeZone } from '../../../lib/format/date-time';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
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
  // The server draws this table into the first screen: one zone lookup and bare router links
  // (styled as Anchors by app/global.css) keep its 25 rows' render light.
  const timeZone = useAdminTimeZone();
  const nameOf = (customer: TCustomer) => `${customer.first_name} ${customer.last_name}`.trim();
  const columns: TColumn<TCustomer>[] = [
    {
      header: '',
      label: 'Select',
      width: 40,
      cell: (customer) => (
        <Checkbox
          aria-label={`Select ${nameOf(customer)}`}
          checked={selection.isSelected(customer.id)}
          onChange={() => selection.toggle(customer.id)}
        />
      ),
    },
    {
      header: 'Name',
      cell: (customer) => (
        <>
          <Link to={`/users/${type}/${customer.id}/profile`}>{nameOf(customer)}</Link>
          <Text size="xs" c="dimmed">
            {customer.email}
          </Text>
        </>
      ),
    },
    { header: 'Company', cell: (customer) => customer.company?.name ?? '—' },
    { header: 'Country', cell: (customer) => customer.country?.name ?? '—' },
    { header: 'Account manager', cell: (customer) => customer.account_manager?.name ?? '—' },
    {
      header: 'Created',
      cell: (customer) => <DateTimeIn value={customer.created_at} timeZone={timeZone} />,
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
