import { z } from 'zod';
import { ZPlainText } from './ad-fields';
import { ZDateTime, ZId, ZIdText, ZVersion } from './bounds';
import { ZTagLocale } from './tags';

/** The three kinds of newsletter (SPEC §2 `/newsletters/{type}`). */
export const NEWSLETTER_KINDS = ['daily', 'live', 'coverage'] as const;
export const ZNewsletterKind = z.enum(NEWSLETTER_KINDS);
export type TNewsletterKind = z.infer<typeof ZNewsletterKind>;

export const NEWSLETTER_KIND_LABELS: Record<TNewsletterKind, string> = {
  daily: 'Daily',
  live: 'Live',
  coverage: 'Coverage',
};

/** draft → scheduled (→ draft again) → sending → sent. */
export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type TNewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type TNewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

export const NEWSLETTER_SUBJECT_MAX_LENGTH = 200;
export const NEWSLETTER_INTRO_MAX_LENGTH = 5_000;
export const NEWSLETTER_ITEMS_MAX = 50;

/** What an item presents: a video, a live event or a planning entry. */
export const NEWSLETTER_ITEM_TYPES = ['video', 'live_event', 'planning_entry'] as const;

/**
 * One item of an issue, kept as it was picked (title, text, link), so a sent issue stays what
 * its readers got even when the video or event changes later.
 */
export const ZNewsletterItem = z.strictObject({
  type: z.enum(NEWSLETTER_ITEM_TYPES),
  id: ZId,
  title: ZPlainText('Title', 300),
  summary: z.string().max(1_000, 'At most 1000 characters'),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .nullable(),
  image_url: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .nullable(),
  /** When it happens (live events, planning entries) or was published (videos). */
  at: ZDateTime.nullable(),
});
export type TNewsletterItem = z.infer<typeof ZNewsletterItem>;

const ZSubject = ZPlainText('Subject', NEWSLETTER_SUBJECT_MAX_LENGTH);
const ZIntro = z
  .string()
  .max(NEWSLETTER_INTRO_MAX_LENGTH, `At most ${NEWSLETTER_INTRO_MAX_LENGTH} characters`);
const ZItems = z
  .array(ZNewsletterItem)
  .max(NEWSLETTER_ITEMS_MAX, `At most ${NEWSLETTER_ITEMS_MAX} items`);

export const ZNewsletterContent = z.strictObject({
  locale: ZTagLocale,
  subject: ZSubject,
  intro: ZIntro,
  items: ZItems,
});
export type TNewsletterContent = z.infer<typeof ZNewsletterContent>;

export const ZNewsletterKindParam = z.strictObject({ kind: ZNewsletterKind });

export const ZNewsletterProgress = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  left: z.number().int(),
});
export type TNewsletterProgress = z.infer<typeof ZNewsletterProgress>;

export const ZNewsletterIssueSummary = z.object({
  id: z.number().int(),
  kind: ZNewsletterKind,
  locale: z.string(),
  subject: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  send_at: z.string().nullable(),
  item_count: z.number().int(),
  progress: ZNewsletterProgress,
  updated_at: z.string(),
  version: z.number().int(),
});
export type TNewsletterIssueSummary = z.infer<typeof ZNewsletterIssueSummary>;

export const ZNewsletterIssue = ZNewsletterIssueSummary.extend({
  intro: z.string(),
  items: z.array(ZNewsletterItem),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type TNewsletterIssue = z.infer<typeof ZNewsletterIssue>;

export const ZNewsletterIssueList = z.object({ issues: z.array(ZNewsletterIssueSummary) });
export type TNewsletterIssueList = z.infer<typeof ZNewsletterIssueList>;

export const ZNewsletterIssueCreate = z.strictObject({ issue: ZNewsletterContent });
export const ZNewsletterIssueUpdate = z.strictObject({
  issue: ZNewsletterContent.partial().extend({ version: ZVersion }),
});
export type TNewsletterIssueUpdate = z.input<typeof ZNewsletterIssueUpdate>;

export const ZNewsletterCandidatesQuery = z.strictObject({
  locale: ZTagLocale,
  q: z.string().trim().max(200).optional(),
});
export const ZNewsletterCandidates = z.object({ items: z.array(ZNewsletterItem) });
export type TNewsletterCandidates = z.infer<typeof ZNewsletterCandidates>;

/** The e-mail as it is sent: the same HTML and plain text (unsubscribe link of the reader). */
export const ZNewsletterRendered = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type TNewsletterRendered = z.infer<typeof ZNewsletterRendered>;

export const ZNewsletterTestResult = z.object({ to: z.string(), response: z.string() });

export const ZNewsletterRecipientCount = z.object({ recipients: z.number().int() });

/** `send_at` null sends now; `expected_recipients` is the count the confirmation showed. */
export const ZNewsletterSchedule = z.strictObject({
  version: ZVersion,
  send_at: ZDateTime.nullable(),
  expected_recipients: z.number().int().min(0).optional(),
});
export const ZNewsletterVersionBody = z.strictObject({ version: ZVersion });

export const ZNewsletterDelivery = z.object({
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  email: z.string(),
  status: z.enum(NEWSLETTER_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type TNewsletterDelivery = z.infer<typeof ZNewsletterDelivery>;

export const ZNewsletterDeliveriesQuery = z.strictObject({
  status: z.enum(NEWSLETTER_DELIVERY_STATUSES).optional(),
  after_id: ZIdText.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZNewsletterDeliveries = z.object({
  deliveries: z.array(ZNewsletterDelivery),
  /** Pass as `after_id` for the next page; null at the end. */
  next_after_id: z.number().int().nullable(),
});
export type TNewsletterDeliveries = z.infer<typeof ZNewsletterDeliveries>;

export const ZNewsletterSubscription = z.strictObject({
  kind: ZNewsletterKind,
  locale: ZTagLocale,
});
export type TNewsletterSubscription = z.infer<typeof ZNewsletterSubscription>;
export const ZNewsletterSubscriptions = z.object({
  subscriptions: z.array(ZNewsletterSubscription),
});
export type TNewsletterSubscriptions = z.infer<typeof ZNewsletterSubscriptions>;
export const ZNewsletterSubscriptionsUpdate = z.strictObject({
  subscriptions: z.array(ZNewsletterSubscription).max(100),
});

export const ZUnsubscribeQuery = z.strictObject({ token: z.string().max(500) });
export const ZHtmlPage = z.string();
