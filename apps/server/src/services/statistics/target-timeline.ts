import type { TTargetTimeline } from '@newsroom/contract';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, liveEventTargetLogs } from '../../db/schema';
import { notFound } from '../../lib/http-error';

/** While an event is on air its window runs to now; after, to its last logged change. */
const ON_AIR = new Set(['going_live', 'live']);

type TSegment = { state: string; from: Date; to: Date };
type TChange = { target: string; toState: string; at: Date };

/** Each target's states as stretches of time, from its first change to `end`. */
export function segmentsOf(changes: TChange[], end: Date) {
  const open = new Map<string, { state: string; from: Date } | null>();
  const byTarget = new Map<string, TSegment[]>();
  for (const change of changes) {
    const segments = byTarget.get(change.target) ?? [];
    byTarget.set(change.target, segments);
    const current = open.get(change.target);
    if (current) segments.push({ ...current, to: change.at });
    // A removed target leaves the event: nothing follows until it comes back.
    open.set(
      change.target,
      change.toState === 'removed' ? null : { state: change.toState, from: change.at },
    );
  }
  for (const [target, current] of open) {
    if (!current) continue;
    const to = new Date(Math.max(end.getTime(), current.from.getTime()));
    byTarget.get(target)?.push({ ...current, to });
  }
  return byTarget;
}

const seconds = (segment: TSegment) => (segment.to.getTime() - segment.from.getTime()) / 1000;

/** GET statistics/target_logs/events/{id}/timeline. */
export async function targetTimeline(
  db: TDbOrTx,
  eventId: number,
  now: Date,
): Promise<TTargetTimeline> {
  const [event] = await db
    .select({
      id: liveEvents.id,
      slug: liveEvents.slug,
      title: liveEvents.title,
      status: liveEvents.status,
    })
    .from(liveEvents)
    .where(eq(liveEvents.id, eventId));
  if (!event) throw notFound();
  const changes = await db
    .select({
      target: liveEventTargetLogs.target,
      toState: liveEventTargetLogs.toState,
      at: liveEventTargetLogs.at,
    })
    .from(liveEventTargetLogs)
    .where(eq(liveEventTargetLogs.eventId, eventId))
    .orderBy(asc(liveEventTargetLogs.id));
  const first = changes[0]?.at;
  const last = changes.at(-1)?.at;
  const end = first && last ? (ON_AIR.has(event.status) && now > last ? now : last) : null;
  const windowSeconds = first && end ? (end.getTime() - first.getTime()) / 1000 : 0;
  const byTarget = end ? segmentsOf(changes, end) : new Map<string, TSegment[]>();
  return {
    event,
    from: first?.toISOString() ?? null,
    to: end?.toISOString() ?? null,
    targets: [...byTarget.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([platform, segments]) => {
        const broadcasting = segments
          .filter((segment) => segment.state === 'broadcasting')
          .reduce((sum, segment) => sum + seconds(segment), 0);
        return {
          platform,
          segments: segments
            .filter((segment) => seconds(segment) > 0)
            .map((segment) => ({
              state: segment.state,
              from: segment.from.toISOString(),
              to: segment.to.toISOString(),
            })),
          broadcasting_seconds: Math.round(broadcasting),
          uptime_share:
            windowSeconds > 0 ? Math.round((broadcasting / windowSeconds) * 1e4) / 1e4 : 0,
        };
      }),
  };
}
