import {
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SORTS,
  PLAN_TYPES,
  type TCustomerSearch,
} from '../schemas/customers';
import { listParamsOf } from './tag-list';
import { urlDayRange } from './url-day-range';

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : undefined);

/**
 * The created range as a customers list URL keeps it: instants (whole days on the admin's clock
 * when picked on the screen), and whether it ends before it starts.
 */
export const createdRangeOf = (params: URLSearchParams) =>
  urlDayRange(params, 'created_from', 'created_to');

/**
 * A customers list's search and filters read from its URL, as the list call takes them. A created
 * range that ends before it starts is left out (the filter says so by its field) rather than
 * asked for, and so is a plan type the list does not know.
 */
export function customerSearchOf(params: URLSearchParams): TCustomerSearch {
  const q = params.get('q')?.trim();
  const planType = PLAN_TYPES.find((type) => type === params.get('plan_type'));
  const country = idOf(params.get('country_id'));
  const manager = idOf(params.get('account_manager_id'));
  const { from, to, outOfOrder } = createdRangeOf(params);
  return {
    ...(q ? { q } : {}),
    ...(country ? { country_id: Number(country) } : {}),
    ...(planType ? { plan_type: planType } : {}),
    ...(manager ? { account_manager_id: Number(manager) } : {}),
    ...(from && !outOfOrder ? { created_from: from } : {}),
    ...(to && !outOfOrder ? { created_to: to } : {}),
  };
}

/** The page of a customers list as its URL asks for it: the query of the list endpoints. */
export type TCustomerListPageQuery = TCustomerSearch & {
  sort: (typeof CUSTOMER_SORTS)[number];
  page: number;
  per_page: number;
};

/**
 * The query a customers list URL (`/users/{type}`; search, filters, sort and page in its query)
 * asks for. The screen, its route loader and the server writing the first screen's answer into
 * index.html all read it here, so the three ask the very same request.
 */
export function customerListQueryOf(params: URLSearchParams): TCustomerListPageQuery {
  const sort = CUSTOMER_SORTS.find((value) => value === params.get('sort')) ?? 'newest';
  const { page } = listParamsOf(params);
  return { ...customerSearchOf(params), sort, page, per_page: CUSTOMER_PAGE_SIZE };
}
