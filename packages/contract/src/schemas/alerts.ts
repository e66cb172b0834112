import { z } from 'zod';
import { ZAdLocale, ZAdState, ZAdTime, ZAdVersion, ZHttpUrl, ZPlainText } from './ad-fields';
import { ALERT_TEXT_MAX_LENGTH, ALERT_TYPES } from './ad-values';
import { ZDateTime } from './bounds';

export const ZAlertType = z.enum(ALERT_TYPES);

export const ZAlert = z.object({
  id: z.number().int(),
  locale: z.string(),
  type: ZAlertType,
  /** Plain text: the site shows it as text, never as HTML. */
  text: z.string(),
  link_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  dismissible: z.boolean(),
  state: ZAdState,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAlert = z.infer<typeof ZAlert>;

export const ZAlertList = z.object({ alerts: z.array(ZAlert), count: z.number().int() });
export type TAlertList = z.infer<typeof ZAlertList>;

export const ZAlertListQuery = z.strictObject({
  locale: ZAdLocale,
  type: ZAlertType.optional(),
});
export type TAlertListQuery = z.infer<typeof ZAlertListQuery>;

const alertFields = {
  type: ZAlertType,
  text: ZPlainText('Text', ALERT_TEXT_MAX_LENGTH),
  link_url: ZHttpUrl.nullable(),
  starts_at: ZDateTime,
  ends_at: ZAdTime,
  active: z.boolean(),
  dismissible: z.boolean(),
};

/**
 * At most one alert of a type is live per locale at a time. A save that would overlap
 * another answers 409 `alert_overlap`; sent again with `end_overlapping: true`, the
 * other alerts end when this one starts (or are switched off when they would start later).
 */
const endOverlapping = z.boolean().default(false);

export const ZAlertCreate = z.strictObject({
  alert: z.strictObject({
    locale: ZAdLocale,
    ...alertFields,
    link_url: alertFields.link_url.default(null),
    ends_at: ZAdTime.default(null),
    active: z.boolean().default(true),
    dismissible: z.boolean().default(true),
  }),
  end_overlapping: endOverlapping,
});
export type TAlertCreate = z.infer<typeof ZAlertCreate>;

export const ZAlertUpdate = z.strictObject({
  alert: z.strictObject({
    type: alertFields.type.optional(),
    text: alertFields.text.optional(),
    link_url: alertFields.link_url.optional(),
    starts_at: alertFields.starts_at.optional(),
    ends_at: ZAdTime.optional(),
    active: z.boolean().optional(),
    dismissible: z.boolean().optional(),
    version: ZAdVersion,
  }),
  end_overlapping: endOverlapping,
});
export type TAlertUpdate = z.infer<typeof ZAlertUpdate>;

export const ZAlertDuplicates = z.object({ alerts: z.array(ZAlert) });
export type TAlertDuplicates = z.infer<typeof ZAlertDuplicates>;
