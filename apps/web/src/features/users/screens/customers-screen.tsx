import { Stack, Tabs, Title } from '@mantine/core';
import {
  CUSTOMER_LIST_TYPES,
  CUSTOMER_PAGE_SIZE,
  customerListQueryOf,
  type TCustomerListType,
} from '@newsroom/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListPagination } from '../../../lib/list/list-pagination';
import { useListParams } from '../../../lib/list/use-list-params';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { NotFoundPage } from '../../../lib/ui/status-pages';
import {
  isCustomerListType,
  useCustomerCounts,
  useCustomerExactCount,
  useCustomerList,
} from '../api/customers-api';
import { BulkBar } from '../components/bulk-bar';
import { CustomerFilters } from '../components/customer-filters';
import { CustomerTable } from '../components/customer-table';
import { useSelection } from '../components/use-selection';

const LABELS: Record<TCustomerListType, string> = {
  new: 'New',
  active: 'Active',
  deactivated: 'Deactivated',
  unconfirmed: 'Unconfirmed',
};

export { customersScreenLoader as loader } from '../api/customers-api';

/** /users/{type}: the customers of one list with tab counts, search, filters, sort and bulk actions. */
export default function CustomersScreen() {
  const { type } = useParams();
  if (!isCustomerListType(type)) return <NotFoundPage />;
  return <CustomerList key={type} type={type} />;
}

function CustomerList({ type }: { type: TCustomerListType }) {
  usePageTitle(`${LABELS[type]} customers`);
  const navigate = useNavigate();
  const list = useListParams();
  // The query the server also answers inside index.html for the list's first screen.
  const query = customerListQueryOf(list.params);
  const { page: _page, sort: _sort, per_page: _perPage, ...selectionSearch } = query;
  // Anything narrowing the list (the sort does not): an empty answer then offers to clear it.
  const filtered = Object.keys(selectionSearch).length > 0;
  const customers = useCustomerList(type, query);
  const counts = useCustomerCounts();
  // A capped count is exact only up to the cap: a selection over all asks for the exact one.
  const capped = customers.data?.count_capped ?? false;
  const [overAll, setOverAll] = useState(false);
  const exact = useCustomerExactCount(type, selectionSearch, capped && overAll);
  const total = capped ? (exact.data?.count ?? 0) : (customers.data?.count ?? 0);
  const selection = useSelection(total);
  const { mode } = selection.selection;
  useEffect(() => setOverAll(mode === 'all' || mode === 'excluded'), [mode]);
  const searchKey = JSON.stringify(selectionSearch);
  const { clear } = selection;
  // A selection belongs to the search it was made in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the search changes
  useEffect(() => clear(), [searchKey]);

  return (
    <Stack>
      <Title order={2}>Customers</Title>
      <Tabs value={type} onChange={(value) => value && navigate(`/users/${value}`)}>
        <Tabs.List>
          {CUSTOMER_LIST_TYPES.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {LABELS[t]}
              {counts.data ? ` (${counts.data[t].toLocaleString('en')})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <CustomerFilters list={list} />
      <BulkBar
        type={type}
        search={selectionSearch}
        total={total}
        capped={capped}
        counting={capped && overAll && !exact.data}
        known={customers.data !== undefined}
        selection={selection}
      />
      <QueryState
        query={customers}
        what="customers"
        isEmpty={(data) => data.count === 0}
        empty={
          list.q
            ? `No ${LABELS[type].toLowerCase()} customer matches “${list.q}”`
            : filtered
              ? `No ${LABELS[type].toLowerCase()} customers match these filters`
              : `No ${LABELS[type].toLowerCase()} customers`
        }
        emptyNext={
          filtered
            ? { label: 'Clear the search and filters', onClick: list.clear }
            : type === 'active'
              ? undefined
              : { label: 'See the active customers', to: '/users/active' }
        }
      >
        {(data) => (
          <>
            <CustomerTable type={type} customers={data.customers} selection={selection} />
            <ListPagination
              count={data.count}
              perPage={CUSTOMER_PAGE_SIZE}
              page={query.page}
              onChange={list.setPage}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
