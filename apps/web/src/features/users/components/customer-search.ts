import type { TCustomerSearch } from '@newsroom/contract';
import { urlDayRange } from '../../../lib/format/zoned-days';

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : undefined);

/**
 * The created range as the URL keeps it: instants (whole days on the admin's clock when picked
 * here), and whether it ends before it starts.
 */
export const createdRangeOf = (params: URLSearchParams) =>
  urlDayRange(params, 'created_from', 'created_to');

/**
 * The list's search and filters read from the URL, as the list call takes them; a created range
 * that ends before it starts is left out (the filter says so by its field) rather than asked for.
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
    ...(from && !outOfOrder ? { created_from: from } : {}),
    ...(to && !outOfOrder ? { created_to: to } : {}),
  };
}
