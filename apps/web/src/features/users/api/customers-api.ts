import {
  CUSTOMER_LIST_TYPES,
  customerEndpoints,
  customerListQueryOf,
  CUSTOMER_LIST_ENDPOINTS as LIST,
  referenceEndpoints,
  type TCustomerBulkAction,
  type TCustomerListPageQuery,
  type TCustomerListType,
  type TCustomerSearch,
  type TCustomerSelection,
  type TCustomerUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { saveCsv } from '../../../lib/files/save-csv';
import { listQueryOptions, useListQuery } from '../../../lib/list/use-list-query';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';
import { countriesQuery } from '../../../lib/reference/reference-api';

export const CUSTOMERS_KEY = ['customers'] as const;

export const isCustomerListType = (value: string | undefined): value is TCustomerListType =>
  (CUSTOMER_LIST_TYPES as readonly string[]).includes(value ?? '');

/** A page of a list, its query as `customerListQueryOf` reads it from the list's URL. */
const customerListQuery = (type: TCustomerListType, query: TCustomerListPageQuery) =>
  listQueryOptions([...CUSTOMERS_KEY, 'list', type, query], LIST[type], { query });

export function useCustomerList(type: TCustomerListType, query: TCustomerListPageQuery) {
  return useListQuery([...CUSTOMERS_KEY, 'list', type, query], LIST[type], { query });
}

/** The exact count of a capped list's search, for a selection over all of it. */
export function useCustomerExactCount(
  type: TCustomerListType,
  search: TCustomerSearch,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'exact-count', type, search],
    queryFn: ({ signal }) =>
      call(LIST[type], {
        query: { ...search, count: 'exact', page: 1, per_page: 1 } as never,
        signal,
      }),
    enabled,
  });
}

const countsQuery = {
  queryKey: [...CUSTOMERS_KEY, 'counts'],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(customerEndpoints.counts, { signal }),
};

export function useCustomerCounts() {
  return useQuery(countsQuery);
}

const accountManagersQuery = {
  queryKey: [...CUSTOMERS_KEY, 'account-managers'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(customerEndpoints.accountManagers, { signal }),
  staleTime: 60_000,
};

/** Who may be an account manager: the list filter's choices. */
export function useAccountManagers() {
  return useQuery(accountManagersQuery);
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * The customers list's first requests, as the server also answers them inside index.html
 * (`FIRST_SCREEN_REQUESTS`): the page of the list, the tabs' counts, and a filter's choices when
 * the URL filters by it (its field shows the chosen name at once).
 */
export const customersScreenLoader = prefetchLoaders(
  prefetchLoader(customerEndpoints.listActive, ({ params, request }) =>
    isCustomerListType(params.type)
      ? customerListQuery(params.type, customerListQueryOf(searchOf(request)))
      : undefined,
  ),
  prefetchLoader(customerEndpoints.counts, ({ params }) =>
    isCustomerListType(params.type) ? countsQuery : undefined,
  ),
  prefetchLoader(referenceEndpoints.countries, ({ params, request }) =>
    isCustomerListType(params.type) && searchOf(request).has('country_id')
      ? countriesQuery
      : undefined,
  ),
  prefetchLoader(customerEndpoints.accountManagers, ({ params, request }) =>
    isCustomerListType(params.type) && searchOf(request).has('account_manager_id')
      ? accountManagersQuery
      : undefined,
  ),
);

export function useCustomer(id: number) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'one', id],
    queryFn: ({ signal }) => call(customerEndpoints.get, { params: { id }, signal }),
  });
}

/** Drops every customer answer after a change, so lists, counts and tabs show it. */
export function useRefreshCustomers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CUSTOMERS_KEY });
}

export function useUpdateCustomer(id: number) {
  const refresh = useRefreshCustomers();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (customer: TCustomerUpdate['customer']) =>
      call(customerEndpoints.update, { params: { id }, body: { customer } }),
    onSuccess: refresh,
  });
}

export type TStatusAction = 'approve' | 'reactivate' | 'confirm' | 'deactivate';

export function useCustomerStatus(id: number) {
  const refresh = useRefreshCustomers();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (input: { action: TStatusAction; version: number; reason?: string }) =>
      input.action === 'deactivate'
        ? call(customerEndpoints.deactivate, {
            params: { id },
            body: { version: input.version, reason: input.reason ?? '' },
          })
        : call(customerEndpoints[input.action], {
            params: { id },
            body: { version: input.version },
          }),
    onSuccess: refresh,
  });
}

export function useCustomerMail(id: number) {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (kind: 'resendConfirmation' | 'passwordReset') =>
      call(customerEndpoints[kind], { params: { id } }),
  });
}

export function useCustomerBulk() {
  const refresh = useRefreshCustomers();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (body: TCustomerBulkAction) => call(customerEndpoints.bulk, { body }),
    onSettled: refresh,
  });
}

export function useExportCustomers() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (body: TCustomerSelection) => {
      const csv = await call(customerEndpoints.export, { body });
      saveCsv(csv, `customers-${body.type}.csv`);
    },
  });
}
