import { TARGET_LOG_STATES, type TTargetLogState } from '../constants';
import type { TTargetLogFilter } from '../schemas/statistics-targets';
import { STREAM_TARGET_KEYS, type TStreamTargetKey } from '../schemas/stream-targets';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * The URL's `from`/`to`: an ISO moment (what the filters write, the same for every admin who
 * opens the link); a bare `2026-03-01T10:00` of older links is read as UTC. Anything else: none.
 * No default range: without them the list is every change, so the query never depends on the
 * clock of whoever builds it (server or browser).
 */
export function urlMoment(value: string | null): string | undefined {
  if (!value) return undefined;
  const bare = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value);
  const time = Date.parse(bare ? `${value}:00Z` : value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The filter kept in the URL (`event`, `platform`, `state`, `from`, `to`), as the API takes it. */
export function targetLogFilterOf(params: URLSearchParams): TTargetLogFilter {
  const event = Number(params.get('event'));
  const platform = params.get('platform');
  const state = params.get('state');
  const from = urlMoment(params.get('from'));
  const to = urlMoment(params.get('to'));
  return {
    ...(Number.isInteger(event) && event > 0 ? { event_id: event } : {}),
    ...(isOneOf<TStreamTargetKey>(STREAM_TARGET_KEYS, platform) ? { platform } : {}),
    ...(isOneOf<TTargetLogState>(TARGET_LOG_STATES, state) ? { state } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** A range whose end comes before its start: the screen asks nothing and says so. */
export const isBadTargetLogRange = (filter: TTargetLogFilter) =>
  Boolean(filter.from && filter.to && filter.to < filter.from);

/** A page of target logs under the filter: the query of `statisticsEndpoints.targetLogs`. */
export const targetLogsQuery = (filter: TTargetLogFilter, page: number) => ({ ...filter, page });
