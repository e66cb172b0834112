import type { TAlert, TAlertCreate, TAlertType } from '@newsroom/contract';
import { fromLocalInput, toLocalInput } from '../../../lib/format/local-time';

/** What the alert form edits; times as `datetime-local` values in the editor's zone. */
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

export const emptyAlertForm = (now = new Date()): TAlertForm => ({
  type: 'breaking',
  text: '',
  link_url: '',
  starts_at: toLocalInput(now.toISOString()),
  ends_at: '',
  active: true,
  dismissible: true,
});

export const alertFormOf = (alert: TAlert): TAlertForm => ({
  type: alert.type,
  text: alert.text,
  link_url: alert.link_url ?? '',
  starts_at: toLocalInput(alert.starts_at),
  ends_at: toLocalInput(alert.ends_at),
  active: alert.active,
  dismissible: alert.dismissible,
});

/** The body's fields; an empty link means none. An empty start is left for the contract to refuse. */
export const alertFields = (values: TAlertForm) => ({
  type: values.type,
  text: values.text,
  link_url: values.link_url.trim() ? values.link_url : null,
  starts_at: fromLocalInput(values.starts_at) ?? '',
  ends_at: fromLocalInput(values.ends_at),
  active: values.active,
  dismissible: values.dismissible,
});

export const alertCreateBody = (
  locale: string,
  values: TAlertForm,
  endOverlapping = false,
): TAlertCreate => ({
  alert: { locale, ...alertFields(values) },
  end_overlapping: endOverlapping,
});
