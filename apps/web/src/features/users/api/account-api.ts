import {
  customerEndpoints,
  newsletterSubscriptionEndpoints,
  type TBillingUpdate,
  type TMemberInvite,
  type TNewsletterSubscription,
  type TPlanCreate,
} from '@newsroom/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useListQuery } from '../../../lib/list/use-list-query';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { CUSTOMERS_KEY, useRefreshCustomers } from './customers-api';

export const ACCOUNT_PAGE_SIZE = 20;

const key = (id: number, tab: string, ...rest: unknown[]) => [...CUSTOMERS_KEY, tab, id, ...rest];

export function useBilling(id: number) {
  return useQuery({
    queryKey: key(id, 'billing'),
    queryFn: ({ signal }) => call(customerEndpoints.billing, { params: { id }, signal }),
  });
}

export function useSaveBilling(id: number) {
  const refresh = useRefreshCustomers();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (billing: TBillingUpdate['billing']) =>
      call(customerEndpoints.updateBilling, { params: { id }, body: { billing } }),
    onSuccess: refresh,
  });
}

export function usePlans(id: number) {
  return useQuery({
    queryKey: key(id, 'plans'),
    queryFn: ({ signal }) => call(customerEndpoints.plans, { params: { id }, signal }),
  });
}

export function usePlanChange(id: number) {
  const refresh = useRefreshCustomers();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (
      change:
        | { action: 'add'; plan: TPlanCreate['plan'] }
        | { action: 'extend'; planId: number; ends_on: string; version: number }
        | { action: 'cancel'; planId: number; version: number },
    ) => {
      if (change.action === 'add')
        return call(customerEndpoints.addPlan, { params: { id }, body: { plan: change.plan } });
      const params = { id, plan_id: change.planId };
      return change.action === 'extend'
        ? call(customerEndpoints.extendPlan, {
            params,
            body: { ends_on: change.ends_on, version: change.version },
          })
        : call(customerEndpoints.cancelPlan, { params, body: { version: change.version } });
    },
    onSuccess: refresh,
  });
}

export function useCustomerDownloads(id: number, page: number) {
  return useListQuery(key(id, 'downloads', page), customerEndpoints.downloads, {
    params: { id },
    query: { page, per_page: ACCOUNT_PAGE_SIZE },
  });
}

export function usePurchases(id: number, page: number) {
  return useListQuery(key(id, 'purchases', page), customerEndpoints.purchases, {
    params: { id },
    query: { page, per_page: ACCOUNT_PAGE_SIZE },
  });
}

export function useRefund(id: number) {
  const refresh = useRefreshCustomers();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (purchaseId: number) =>
      call(customerEndpoints.refundPurchase, { params: { id, purchase_id: purchaseId } }),
    onSuccess: refresh,
  });
}

export function useMembers(id: number) {
  return useQuery({
    queryKey: key(id, 'members'),
    queryFn: ({ signal }) => call(customerEndpoints.members, { params: { id }, signal }),
  });
}

export function useMemberChange(id: number) {
  const refresh = useRefreshCustomers();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (
      change:
        | { action: 'invite'; member: TMemberInvite['member'] }
        | { action: 'remove'; memberId: number }
        | { action: 'owner'; memberId: number; version: number },
    ) => {
      if (change.action === 'invite')
        return call(customerEndpoints.inviteMember, {
          params: { id },
          body: { member: change.member },
        });
      if (change.action === 'remove')
        return call(customerEndpoints.removeMember, {
          params: { id, member_id: change.memberId },
        });
      return call(customerEndpoints.changeOwner, {
        params: { id },
        body: { member_id: change.memberId, version: change.version },
      });
    },
    onSuccess: refresh,
  });
}

/** The customer's newsletter subscriptions (kind and locale), newsroom brand only. */
export function useNewsletterSubscriptions(id: number) {
  return useQuery({
    queryKey: key(id, 'newsletters'),
    queryFn: ({ signal }) =>
      call(newsletterSubscriptionEndpoints.get, { params: { id }, signal, fresh: true }),
  });
}

export function useSaveNewsletterSubscriptions(id: number) {
  const refresh = useRefreshCustomers();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (subscriptions: TNewsletterSubscription[]) =>
      call(newsletterSubscriptionEndpoints.replace, { params: { id }, body: { subscriptions } }),
    onSuccess: refresh,
  });
}
