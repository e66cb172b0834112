import {
  STREAM_TARGET_KEYS,
  TARGET_LOG_STATES,
  type TStreamTargetKey,
  type TTargetLogFilter,
  type TTargetLogState,
} from '@newsroom/contract';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** `2026-03-01T10:00` (a datetime-local input, read as UTC) to an ISO moment, or undefined. */
export const utcInputToIso = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00.000Z` : undefined;

/** The filter kept in the URL (`event`, `platform`, `state`, `from`, `to`), as the API takes it. */
export function targetLogFilterOf(params: URLSearchParams): TTargetLogFilter {
  const event = Number(params.get('event'));
  const platform = params.get('platform');
  const state = params.get('state');
  const from = utcInputToIso(params.get('from'));
  const to = utcInputToIso(params.get('to'));
  return {
    ...(Number.isInteger(event) && event > 0 ? { event_id: event } : {}),
    ...(isOneOf<TStreamTargetKey>(STREAM_TARGET_KEYS, platform) ? { platform } : {}),
    ...(isOneOf<TTargetLogState>(TARGET_LOG_STATES, state) ? { state } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export const STATE_COLORS: Record<string, string> = {
  idle: 'gray',
  starting: 'yellow',
  broadcasting: 'green',
  errored: 'red',
  removed: 'dark',
};
