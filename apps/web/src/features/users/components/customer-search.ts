import type { TCustomerSearch } from '@newsroom/contract';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : undefined);

/** The created range as the URL keeps it (whole UTC days), and whether it ends before it starts. */
export function createdRangeOf(params: URLSearchParams) {
  const from = dayOf(params.get('created_from'));
  const to = dayOf(params.get('created_to'));
  return { from, to, outOfOrder: Boolean(from && to && to < from) };
}

/**
 * The list's search and filters read from the URL, as the list call takes them: the created
 * range's days become the first and last moment of those UTC days; a range that ends before it
 * starts is left out (the filter says so by its field) rather than asked for.
 */
export function customerSearchOf(params: URLSearchParams): TCustomerSearch {
  const q = params.get('q')?.trim();
  const planType = params.get('plan_type');
  const country = idOf(params.get('country_id'));
  const manager = idOf(params.get('account_manager_id'));
  const { from, to, outOfOrder } = createdRangeOf(params);
  return {
    ...(q ? { q } : {}),
    ...(country ? { country_id: Number(country) } : {}),
    ...(planType ? { plan_type: planType as TCustomerSearch['plan_type'] } : {}),
    ...(manager ? { account_manager_id: Number(manager) } : {}),
    ...(from && !outOfOrder ? { created_from: `${from}T00:00:00.000Z` } : {}),
    ...(to && !outOfOrder ? { created_to: `${to}T23:59:59.999Z` } : {}),
  };
}
