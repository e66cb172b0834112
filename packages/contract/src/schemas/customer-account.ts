import { z } from 'zod';
import { ZEmail } from './auth';
import { ZIdText, ZVersion } from './bounds';
import { ZPage, ZPerPage } from './common';
import { PLAN_TYPES } from './customers';
import { CURRENCIES } from './settings';

export const PLAN_STATUSES = ['active', 'scheduled', 'expired', 'cancelled'] as const;
export type TPlanStatus = (typeof PLAN_STATUSES)[number];

const ZDay = z.iso.date();

export const ZBillingProfile = z.object({
  company_id: z.number().int(),
  legal_name: z.string(),
  address: z.string(),
  country_code: z.string().nullable(),
  vat_number: z.string(),
  billing_email: z.string(),
  currency: z.string(),
  version: z.number().int(),
});
export type TBillingProfile = z.infer<typeof ZBillingProfile>;

export const ZBillingUpdate = z.strictObject({
  billing: z.strictObject({
    legal_name: z.string().trim().max(200),
    address: z.string().trim().max(500),
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/, 'A two-letter country code')
      .nullable(),
    vat_number: z.string().trim().max(40),
    billing_email: z.union([z.literal(''), ZEmail]),
    currency: z.enum(CURRENCIES),
    version: ZVersion,
  }),
});
export type TBillingUpdate = z.infer<typeof ZBillingUpdate>;

export const ZPlan = z.object({
  id: z.number().int(),
  plan_type: z.enum(PLAN_TYPES),
  starts_on: z.string(),
  ends_on: z.string(),
  download_quota: z.number().int().nullable(),
  downloads_used: z.number().int(),
  price: z.number(),
  currency: z.string(),
  status: z.enum(PLAN_STATUSES),
  version: z.number().int(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlanList = z.object({ plans: z.array(ZPlan) });

export const ZPlanCreate = z
  .strictObject({
    plan: z.strictObject({
      plan_type: z.enum(PLAN_TYPES),
      starts_on: ZDay,
      ends_on: ZDay,
      download_quota: z.number().int().min(1).max(1_000_000).nullable(),
      price: z.number().min(0).max(10_000_000),
      currency: z.enum(CURRENCIES),
    }),
  })
  .refine((body) => body.plan.ends_on > body.plan.starts_on, {
    path: ['plan', 'ends_on'],
    message: 'The end comes after the start',
  });
export type TPlanCreate = z.infer<typeof ZPlanCreate>;

export const ZPlanExtend = z.strictObject({ ends_on: ZDay, version: ZVersion });
export type TPlanExtend = z.infer<typeof ZPlanExtend>;

export const ZPlanParams = z.strictObject({ id: ZIdText, plan_id: ZIdText });
export const ZMemberParams = z.strictObject({ id: ZIdText, member_id: ZIdText });
export const ZPurchaseParams = z.strictObject({ id: ZIdText, purchase_id: ZIdText });

export const ZMember = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.string(),
  is_owner: z.boolean(),
  created_at: z.string(),
});
export type TMember = z.infer<typeof ZMember>;
export const ZMemberList = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), version: z.number().int() }),
  members: z.array(ZMember),
});
export type TMemberList = z.infer<typeof ZMemberList>;

export const ZMemberInvite = z.strictObject({
  member: z.strictObject({
    email: ZEmail,
    first_name: z.string().trim().min(1, 'First name is required').max(100),
    last_name: z.string().trim().max(100).default(''),
  }),
});
export type TMemberInvite = z.infer<typeof ZMemberInvite>;

export const ZOwnerChange = z.strictObject({ member_id: ZIdText, version: ZVersion });
export type TOwnerChange = z.infer<typeof ZOwnerChange>;

export const ZAccountPageQuery = z.strictObject({ page: ZPage, per_page: ZPerPage(20) });

export const ZPurchase = z.object({
  id: z.number().int(),
  item_type: z.string(),
  item_id: z.number().int().nullable(),
  item_title: z.string(),
  buyer: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  purchased_at: z.string(),
  invoice_number: z.string(),
  refunded_at: z.string().nullable(),
});
export type TPurchase = z.infer<typeof ZPurchase>;
export const ZPurchaseList = z.object({ purchases: z.array(ZPurchase), count: z.number().int() });

export const ZCustomerDownload = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  video_title: z.string(),
  downloaded_at: z.string(),
  file_name: z.string(),
  quality: z.string(),
  price: z.number(),
  currency: z.string(),
});
export type TCustomerDownload = z.infer<typeof ZCustomerDownload>;
export const ZCustomerDownloadList = z.object({
  downloads: z.array(ZCustomerDownload),
  count: z.number().int(),
});
