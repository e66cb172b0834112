import { z } from 'zod';
import { ZVersion } from './bounds';

export const MAIL_PROVIDERS = ['outbox', 'smtp'] as const;
export type TMailProvider = (typeof MAIL_PROVIDERS)[number];
/** none: plain; starttls: upgrade on 587/25; tls: TLS from the start (465). */
export const SMTP_TLS_MODES = ['none', 'starttls', 'tls'] as const;
export type TSmtpTlsMode = (typeof SMTP_TLS_MODES)[number];

/** The outgoing mail service; the SMTP password only as whether one is saved. */
export const ZEmailService = z.object({
  provider: z.enum(MAIL_PROVIDERS),
  smtp_host: z.string().nullable(),
  smtp_port: z.number().int(),
  smtp_tls: z.enum(SMTP_TLS_MODES),
  smtp_user: z.string().nullable(),
  has_smtp_password: z.boolean(),
  /** Null: the configured MAIL_FROM. */
  from_address: z.string().nullable(),
  configured_from: z.string(),
  /** What `outbox` means here: the outbox folder, or SMTP_URL when the configuration sets one. */
  configured_default: z.enum(['outbox_folder', 'smtp_url']),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TEmailService = z.infer<typeof ZEmailService>;

const ZHost = z
  .string()
  .trim()
  .min(1, 'Host is required')
  .max(253, 'At most 253 characters')
  .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, 'A host name or address, without scheme or port');

/** `smtp_password` left out keeps the saved one, null removes it. */
export const ZEmailServiceUpdate = z.strictObject({
  email_service: z.strictObject({
    provider: z.enum(MAIL_PROVIDERS).optional(),
    smtp_host: ZHost.nullable().optional(),
    smtp_port: z
      .number()
      .int()
      .min(1, 'A port from 1 to 65535')
      .max(65535, 'A port from 1 to 65535')
      .optional(),
    smtp_tls: z.enum(SMTP_TLS_MODES).optional(),
    smtp_user: z.string().trim().max(200, 'At most 200 characters').nullable().optional(),
    smtp_password: z.string().min(1).max(200, 'At most 200 characters').nullable().optional(),
    from_address: z
      .string()
      .trim()
      .max(254, 'At most 254 characters')
      .email('Enter an e-mail address')
      .nullable()
      .optional(),
    version: ZVersion,
  }),
});
export type TEmailServiceUpdate = z.infer<typeof ZEmailServiceUpdate>;

export const ZEmailTest = z.strictObject({
  email_test: z.strictObject({ to: z.string().trim().max(254).email('Enter an e-mail address') }),
});
export type TEmailTest = z.infer<typeof ZEmailTest>;

/** What the mail server answered (SMTP: its reply line, e.g. `250 OK queued as ...`). */
export const ZEmailTestResult = z.object({ ok: z.boolean(), message: z.string() });
export type TEmailTestResult = z.infer<typeof ZEmailTestResult>;

export const MAIL_LOG_SIZE = 200;
export const ZMailMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** pending: waiting or retrying; done: sent; failed: given up, with the error. */
  state: z.enum(['pending', 'done', 'failed']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;
export const ZMailMessageList = z.object({
  messages: z.array(ZMailMessage),
  count: z.number().int(),
});
export type TMailMessageList = z.infer<typeof ZMailMessageList>;
