import type { TAlert, TAlertCreate, TAlertType } from '@newsroom/contract';
import { fromZonedInput, toZonedInput } from '../../../lib/format/local-time';

/** What the alert form edits; times as `datetime-local` values on the editor's clock (their zone). */
export type TAlertForm = {
  type: TAlertType;
  text: string;
  link_url: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
  dismissible: boolean;
};

export const ALERT_FORM_FIELDS = [
  'type',
  'text',
  'link_url',
  'starts_at',
  'ends_at',
  'active',
  'dismissible',
] as const satisfies readonly (keyof TAlertForm)[];

export const emptyAlertForm = (zone: string, now = new Date()): TAlertForm => ({
  type: 'breaking',
  text: '',
  link_url: '',
  starts_at: toZonedInput(now.toISOString(), zone),
  ends_at: '',
  active: true,
  dismissible: true,
});

export const alertFormOf = (alert: TAlert, zone: string): TAlertForm => ({
  type: alert.type,
  text: alert.text,
  link_url: alert.link_url ?? '',
  starts_at: toZonedInput(alert.starts_at, zone),
  ends_at: toZonedInput(alert.ends_at, zone),
  active: alert.active,
  dismissible: alert.dismissible,
});

/** The body's fields; an empty link means none. An empty start is left for the contract to refuse. */
export const alertFields = (values: TAlertForm, zone: string) => ({
  type: values.type,
  text: values.text,
  link_url: values.link_url.trim() ? values.link_url : null,
  starts_at: fromZonedInput(values.starts_at, zone) ?? '',
  ends_at: fromZonedInput(values.ends_at, zone),
  active: values.active,
  dismissible: values.dismissible,
});

export const alertCreateBody = (
  locale: string,
  values: TAlertForm,
  zone: string,
  endOverlapping = false,
): TAlertCreate => ({
  alert: { locale, ...alertFields(values, zone) },
  end_overlapping: endOverlapping,
});
