import { z } from 'zod';
import { ZVersion } from './bounds';

export const WOWZA_AUTH_METHODS = ['digest', 'basic', 'none'] as const;
export type TWowzaAuthMethod = (typeof WOWZA_AUTH_METHODS)[number];

/** Which streaming adapter the server uses now: an enabled saved server, the configured default, or the simulator. */
export const STREAMING_SOURCES = ['settings', 'config', 'simulator'] as const;
export type TStreamingSource = (typeof STREAMING_SOURCES)[number];

/**
 * The REST address of a Wowza Streaming Engine, e.g. http://wowza.example.com:8087.
 * The adapter adds /v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications/{application}.
 */
const BASE_URL_HINT = 'Enter an http or https address such as http://wowza.example.com:8087';
export const ZWowzaBaseUrl = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .url(BASE_URL_HINT)
  .refine((value) => /^https?:\/\//i.test(value), BASE_URL_HINT)
  // Every check runs even after one failed, so this one must not throw on a non-URL.
  .refine((value) => {
    try {
      const url = new URL(value);
      return !url.username && !url.password && !url.search && !url.hash;
    } catch {
      return true;
    }
  }, 'Without user, password, query or fragment: give the user and password separately')
  .transform((value) => value.replace(/\/+$/, ''));

export const ZWowzaApplication = z
  .string()
  .trim()
  .min(1, 'Application is required')
  .max(100, 'At most 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, _ and - only');

const ZServerName = z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters');
// Digest and basic credentials are sent as "user:password", so the user name cannot hold a colon.
const ZUsername = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .regex(/^[^:]*$/, 'No colon in the user name')
  .nullable();
const ZPassword = z.string().max(200, 'At most 200 characters').nullable();

/** A saved server as the client sees it: the password is never sent back, only whether one is set. */
export const ZWowzaServer = z.object({
  id: z.number().int(),
  name: z.string(),
  base_url: z.string(),
  application: z.string(),
  auth: z.enum(WOWZA_AUTH_METHODS),
  username: z.string().nullable(),
  has_password: z.boolean(),
  enabled: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TWowzaServer = z.infer<typeof ZWowzaServer>;

export const ZWowzaServerList = z.object({
  wowza_servers: z.array(ZWowzaServer),
  count: z.number().int(),
  /** What live events stream through now; with `settings`, `active_id` is the server in use. */
  source: z.enum(STREAMING_SOURCES),
  active_id: z.number().int().nullable(),
});
export type TWowzaServerList = z.infer<typeof ZWowzaServerList>;

export const ZWowzaServerCreate = z.strictObject({
  wowza_server: z.strictObject({
    name: ZServerName,
    base_url: ZWowzaBaseUrl,
    application: ZWowzaApplication.default('live'),
    auth: z.enum(WOWZA_AUTH_METHODS).default('digest'),
    username: ZUsername.optional(),
    password: ZPassword.optional(),
    enabled: z.boolean().default(true),
  }),
});
export type TWowzaServerCreate = z.infer<typeof ZWowzaServerCreate>;

/** A change carries the version it was made on; `password` left out keeps the saved one, null clears it. */
export const ZWowzaServerUpdate = z.strictObject({
  wowza_server: z.strictObject({
    name: ZServerName.optional(),
    base_url: ZWowzaBaseUrl.optional(),
    application: ZWowzaApplication.optional(),
    auth: z.enum(WOWZA_AUTH_METHODS).optional(),
    username: ZUsername.optional(),
    password: ZPassword.optional(),
    enabled: z.boolean().optional(),
    version: ZVersion,
  }),
});
export type TWowzaServerUpdate = z.infer<typeof ZWowzaServerUpdate>;

/** POST {id}/check: whether the server answers its monitoring call with these credentials. */
export const ZWowzaServerCheck = z.object({
  ok: z.boolean(),
  message: z.string(),
  uptime_seconds: z.number().int().nullable(),
});
export type TWowzaServerCheck = z.infer<typeof ZWowzaServerCheck>;
