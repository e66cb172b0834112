import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import type { TCustomer } from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
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
  return (
    <Table striped verticalSpacing="xs" aria-label="Customers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} />
          <Table.Th>Name</Table.Th>
          <Table.Th>Company</Table.Th>
          <Table.Th>Country</Table.Th>
          <Table.Th>Account manager</Table.Th>
          <Table.Th>Created</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {customers.map((customer) => {
          const name = `${customer.first_name} ${customer.last_name}`.trim();
          return (
            <Table.Tr key={customer.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${name}`}
                  checked={selection.isSelected(customer.id)}
                  onChange={() => selection.toggle(customer.id)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/users/${type}/${customer.id}/profile`} size="sm">
                  {name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {customer.email}
                </Text>
              </Table.Td>
              <Table.Td>{customer.company?.name ?? '—'}</Table.Td>
              <Table.Td>{customer.country?.name ?? '—'}</Table.Td>
              <Table.Td>{customer.account_manager?.name ?? '—'}</Table.Td>
              <Table.Td>
                <DateTime value={customer.created_at} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
