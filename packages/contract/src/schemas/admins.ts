import { z } from 'zod';
import { ADMIN_GROUPS } from '../access/admin-groups';
import { ZEmail } from './auth';
import { ZId, ZVersion } from './bounds';

export const ZTerritories = z.strictObject({
  region_ids: z.array(ZId).max(50).default([]),
  country_ids: z.array(ZId).max(300).default([]),
});
export type TTerritories = z.infer<typeof ZTerritories>;

export const ZAdmin = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  group: z.enum(ADMIN_GROUPS).nullable(),
  territories: z.object({
    region_ids: z.array(z.number().int()),
    country_ids: z.array(z.number().int()),
  }),
  last_sign_in_at: z.string().nullable(),
  status: z.enum(['active', 'invited', 'disabled']),
  version: z.number().int(),
});
export type TAdmin = z.infer<typeof ZAdmin>;
export const ZAdminList = z.object({ admins: z.array(ZAdmin) });
export type TAdminList = z.infer<typeof ZAdminList>;

export const ZAdminInvite = z.strictObject({
  admin: z.strictObject({
    email: ZEmail,
    first_name: z.string().trim().min(1, 'First name is required').max(100),
    last_name: z.string().trim().max(100).default(''),
    group: z.enum(ADMIN_GROUPS),
    territories: ZTerritories.default({ region_ids: [], country_ids: [] }),
  }),
});
export type TAdminInvite = z.infer<typeof ZAdminInvite>;

export const ZAdminUpdate = z.strictObject({
  admin: z.strictObject({
    group: z.enum(ADMIN_GROUPS),
    territories: ZTerritories,
    version: ZVersion,
  }),
});
export type TAdminUpdate = z.infer<typeof ZAdminUpdate>;

export const ZAdminVersion = z.strictObject({ version: ZVersion });
