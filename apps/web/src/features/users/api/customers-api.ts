import {
  CUSTOMER_PAGE_SIZE,
  customerEndpoints,
  type TCustomerBulkAction,
  type TCustomerListQuery,
  type TCustomerListType,
  type TCustomerSearch,
  type TCustomerSelection,
  type TCustomerUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { saveCsv } from '../../../lib/files/save-csv';
import { useListQuery } from '../../../lib/list/use-list-query';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

export const CUSTOMERS_KEY = ['customers'] as const;

const LIST = {
  new: customerEndpoints.listNew,
  active: customerEndpoints.listActive,
  deactivated: customerEndpoints.listDeactivated,
  unconfirmed: customerEndpoints.listUnconfirmed,
} as const;

export type TListQuery = Partial<Omit<TCustomerListQuery, 'page' | 'per_page'>> & {
  page: number;
};

export function useCustomerList(type: TCustomerListType, query: TListQuery) {
  return useListQuery([...CUSTOMERS_KEY, 'list', type, query], LIST[type], {
    query: { ...query, per_page: CUSTOMER_PAGE_SIZE } as never,
  });
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

export function useCustomerCounts() {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'counts'],
    queryFn: ({ signal }) => call(customerEndpoints.counts, { signal }),
  });
}

/** Who may be an account manager: the list filter's choices. */
export function useAccountManagers() {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'account-managers'],
    queryFn: ({ signal }) => call(customerEndpoints.accountManagers, { signal }),
    staleTime: 60_000,
  });
}

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
