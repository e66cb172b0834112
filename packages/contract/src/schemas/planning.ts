import { z } from 'zod';
import { ZPlainText } from './ad-fields';
import { ZDateTime, ZId, ZIdText, ZVersion } from './bounds';
import { ZPage, ZPerPage } from './common';
import { ZTagLocale } from './tags';

export const PLANNING_KINDS = ['live', 'video', 'story'] as const;
export const PLANNING_STATUSES = ['planned', 'confirmed', 'cancelled', 'done'] as const;
export const ZPlanningKind = z.enum(PLANNING_KINDS);
export const ZPlanningStatus = z.enum(PLANNING_STATUSES);
export type TPlanningKind = z.infer<typeof ZPlanningKind>;
export type TPlanningStatus = z.infer<typeof ZPlanningStatus>;

export const PLANNING_TITLE_MAX_LENGTH = 200;
export const PLANNING_DESCRIPTION_MAX_LENGTH = 5_000;

export const ZPlanningEntry = z.object({
  id: z.number().int(),
  locale: z.string(),
  /** The moment (UTC); screens show it in the admin's own zone. */
  starts_at: z.string(),
  /** The zone it was planned in (the place's), an IANA name. */
  time_zone: z.string(),
  title: z.string(),
  description: z.string(),
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  region_id: z.number().int().nullable(),
  region_name: z.string().nullable(),
  city: z.string(),
  kind: ZPlanningKind,
  status: ZPlanningStatus,
  desk: z.string(),
  live_event_id: z.number().int().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPlanningEntry = z.infer<typeof ZPlanningEntry>;

export const ZPlanningList = z.object({
  entries: z.array(ZPlanningEntry),
  count: z.number().int(),
});
export type TPlanningList = z.infer<typeof ZPlanningList>;

/** The filters of the list and of both exports (kept in the screen's URL). */
export const ZPlanningFilters = z.strictObject({
  locale: ZTagLocale,
  from: ZDateTime.optional(),
  to: ZDateTime.optional(),
  kind: ZPlanningKind.optional(),
  status: ZPlanningStatus.optional(),
  country_id: ZIdText.optional(),
});
export type TPlanningFilters = z.infer<typeof ZPlanningFilters>;

export const ZPlanningListQuery = ZPlanningFilters.extend({
  page: ZPage,
  per_page: ZPerPage(100, 500),
});
export type TPlanningListQuery = z.input<typeof ZPlanningListQuery>;

const ZTimeZoneName = z.string().trim().min(1, 'Time zone is required').max(64);
const ZCity = z.string().trim().max(100, 'At most 100 characters');
const ZDesk = z.string().trim().max(100, 'At most 100 characters');
const ZDescription = z
  .string()
  .max(PLANNING_DESCRIPTION_MAX_LENGTH, `At most ${PLANNING_DESCRIPTION_MAX_LENGTH} characters`);

const entryFields = {
  starts_at: ZDateTime,
  time_zone: ZTimeZoneName,
  title: ZPlainText('Title', PLANNING_TITLE_MAX_LENGTH),
  description: ZDescription,
  country_id: ZId.nullable(),
  region_id: ZId.nullable(),
  city: ZCity,
  kind: ZPlanningKind,
  status: ZPlanningStatus,
  desk: ZDesk,
  live_event_id: ZId.nullable(),
};

export const ZPlanningEntryCreate = z.strictObject({
  entry: z.strictObject({
    locale: ZTagLocale,
    ...entryFields,
    description: ZDescription.default(''),
    country_id: ZId.nullable().default(null),
    region_id: ZId.nullable().default(null),
    city: ZCity.default(''),
    status: ZPlanningStatus.default('planned'),
    desk: ZDesk.default(''),
    live_event_id: ZId.nullable().default(null),
  }),
});
export type TPlanningEntryCreate = z.input<typeof ZPlanningEntryCreate>;

/** Only the fields sent change; `version` is the one the editor saw (409 when stale). */
export const ZPlanningEntryUpdate = z.strictObject({
  entry: z.strictObject({
    starts_at: entryFields.starts_at.optional(),
    time_zone: entryFields.time_zone.optional(),
    title: entryFields.title.optional(),
    description: entryFields.description.optional(),
    country_id: entryFields.country_id.optional(),
    region_id: entryFields.region_id.optional(),
    city: entryFields.city.optional(),
    kind: entryFields.kind.optional(),
    status: entryFields.status.optional(),
    desk: entryFields.desk.optional(),
    live_event_id: entryFields.live_event_id.optional(),
    version: ZVersion,
  }),
});
export type TPlanningEntryUpdate = z.input<typeof ZPlanningEntryUpdate>;

/** GET /api/admin/planning: where /planning-section leads. */
export const ZPlanningOverview = z.object({ main_locale: z.string() });
export type TPlanningOverview = z.infer<typeof ZPlanningOverview>;
