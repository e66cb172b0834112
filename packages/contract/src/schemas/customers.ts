import { z } from 'zod';
import { ZEmail } from './auth';
import { INT32_MAX, ZDateTime, ZId, ZIdText, ZVersion } from './bounds';
import { ZPage, ZPerPage } from './common';
import { rangeInOrder } from './moment-range';
import { ZExpectedCount, ZIdSelection } from './selection';

/** SPEC §2 /users/{type} for customers; `admins` has its own calls. */
export const CUSTOMER_LIST_TYPES = ['new', 'active', 'deactivated', 'unconfirmed'] as const;
export type TCustomerListType = (typeof CUSTOMER_LIST_TYPES)[number];
export const CUSTOMER_STATUSES = ['new', 'active', 'deactivated'] as const;
export type TCustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const PLAN_TYPES = ['pay_per_clip', 'monthly', 'yearly', 'live_only', 'archive'] as const;
export type TPlanType = (typeof PLAN_TYPES)[number];
export const CUSTOMER_SORTS = [
  'newest',
  'oldest',
  'name',
  'email',
  'company',
  'last_sign_in',
] as const;
export const CUSTOMER_PAGE_SIZE = 25;
/**
 * A list counts up to this many customers (`count_capped` says there are more); counting all
 * 140,000 active ones on every page was most of the list's time (bench/README.md, customers).
 * `count=exact` counts them all, for a bulk action over all of them.
 */
export const CUSTOMER_COUNT_CAP = 1_000;

const ZRef = z.object({ id: z.number().int(), name: z.string() });

/** A customer as the lists and the profile tab show it. */
export const ZCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  job_title: z.string().nullable(),
  company: ZRef.nullable(),
  is_owner: z.boolean(),
  country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  region: ZRef.nullable(),
  locale: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  email_confirmed: z.boolean(),
  deactivated_at: z.string().nullable(),
  deactivation_reason: z.string().nullable(),
  account_manager: ZRef.nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  version: z.number().int(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const ZCustomerList = z.object({
  customers: z.array(ZCustomer),
  count: z.number().int(),
  count_capped: z.boolean(),
});
export type TCustomerList = z.infer<typeof ZCustomerList>;

export const ZCustomerCounts = z.object({
  new: z.number().int(),
  active: z.number().int(),
  deactivated: z.number().int(),
  unconfirmed: z.number().int(),
});
export type TCustomerCounts = z.infer<typeof ZCustomerCounts>;

/** The admins a customer may have as account manager (the list filter and the profile offer them). */
export const ZAccountManagerList = z.object({ account_managers: z.array(ZRef) });
export type TAccountManagerList = z.infer<typeof ZAccountManagerList>;

/** The search and filters of a list, without paging: what a bulk selection is made within. */
/**
 * A list's search and filters. `created_from` is included and `created_to` excluded (instants;
 * the screen sends whole days on the admin's clock as their first moment and the next day's).
 */
export const ZCustomerSearch = z.strictObject({
  q: z.string().trim().max(200).optional(),
  country_id: ZIdText.optional(),
  plan_type: z.enum(PLAN_TYPES).optional(),
  account_manager_id: ZIdText.optional(),
  created_from: ZDateTime.optional(),
  created_to: ZDateTime.optional(),
});
export type TCustomerSearch = z.infer<typeof ZCustomerSearch>;

const CREATED_IN_ORDER = rangeInOrder('created_from', 'created_to', 'created');

export const ZCustomerListQuery = ZCustomerSearch.extend({
  page: ZPage,
  per_page: ZPerPage(CUSTOMER_PAGE_SIZE),
  sort: z.enum(CUSTOMER_SORTS).default('newest'),
  count: z.enum(['capped', 'exact']).default('capped'),
}).refine(...CREATED_IN_ORDER);
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuery>;

const ZText = (max: number) => z.string().trim().max(max);

export const ZCustomerUpdate = z.strictObject({
  customer: z.strictObject({
    first_name: ZText(100).min(1, 'First name is required').optional(),
    last_name: ZText(100).optional(),
    email: ZEmail.optional(),
    phone: ZText(40).nullable().optional(),
    job_title: ZText(100).nullable().optional(),
    country_id: ZId.nullable().optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}$/, 'Unknown locale')
      .nullable()
      .optional(),
    account_manager_id: ZId.nullable().optional(),
    version: ZVersion,
  }),
});
export type TCustomerUpdate = z.infer<typeof ZCustomerUpdate>;

/** A status change of one customer, made on the version the admin saw. */
export const ZCustomerVersion = z.strictObject({ version: ZVersion });
export type TCustomerVersion = z.infer<typeof ZCustomerVersion>;

export const ZDeactivationReason = z.string().trim().min(1, 'Give a reason').max(500);
export const ZCustomerDeactivate = z.strictObject({
  version: ZVersion,
  reason: ZDeactivationReason,
});
export type TCustomerDeactivate = z.infer<typeof ZCustomerDeactivate>;

export const CUSTOMER_BULK_ACTIONS = ['approve', 'deactivate'] as const;

/** A selection within one list (`type`) and the search the admin saw. */
export const ZCustomerSelection = z.strictObject({
  type: z.enum(CUSTOMER_LIST_TYPES),
  selection: ZIdSelection,
  query: ZCustomerSearch.refine(...CREATED_IN_ORDER).default({}),
  expected_count: ZExpectedCount,
});
export type TCustomerSelection = z.infer<typeof ZCustomerSelection>;

export const ZCustomerBulkAction = ZCustomerSelection.extend({
  action: z.enum(CUSTOMER_BULK_ACTIONS),
  reason: ZDeactivationReason.optional(),
});
export type TCustomerBulkAction = z.infer<typeof ZCustomerBulkAction>;

export const ZCustomerBulkResult = z.object({
  action: z.enum(CUSTOMER_BULK_ACTIONS),
  count: z.number().int(),
  changed: z.number().int().min(0).max(INT32_MAX),
});
export type TCustomerBulkResult = z.infer<typeof ZCustomerBulkResult>;
