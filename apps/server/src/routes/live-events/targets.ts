import { ZErrorResponse, ZLiveEventSlugParam } from '@newsroom/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveEventTargetLogs } from '../../db/schema';
import { findLiveEvent } from '../../services/live-events/find-live-event';
import {
  pollStreamStatistics,
  streamStatistics,
} from '../../services/live-events/stream-statistics';
import { LIVE } from './base';

const ZTargetStats = z.object({
  target: z.string(),
  state: z.string(),
  active: z.boolean(),
  uptime_seconds: z.number().int(),
  bitrate_in: z.number().int().nullable(),
  bitrate_out: z.number().int().nullable(),
  last_error: z.string().nullable(),
  updated_at: z.string(),
});
const ZTargetLog = z.object({
  id: z.number().int(),
  target: z.string(),
  from_state: z.string().nullable(),
  to_state: z.string(),
  message: z.string().nullable(),
  at: z.string(),
});
const tags = ['live events'];

/** The event's stream targets: now, their past changes, and their figures. */
export const targetsRoute: FastifyPluginAsyncZod = async (app) => {
  const stats = async (slug: string) =>
    streamStatistics(app.db, (await findLiveEvent(app.db, slug)).id, app.now());
  // Reading the figures polls the streaming engine, which may move targets on.
  const poll = (slug: string) => pollStreamStatistics(app, slug, app.now());
  app.get(
    `${LIVE}/events/:slug/targets`,
    {
      schema: {
        tags,
        params: ZLiveEventSlugParam,
        response: { 200: z.object({ targets: z.array(ZTargetStats) }), 404: ZErrorResponse },
      },
    },
    async (request) => stats(request.params.slug),
  );
  app.get(
    `${LIVE}/events/:slug/targets/stream_statistics`,
    {
      schema: {
        tags,
        params: ZLiveEventSlugParam,
        response: { 200: z.object({ targets: z.array(ZTargetStats) }), 404: ZErrorResponse },
      },
    },
    async (request) => poll(request.params.slug),
  );
  app.get(
    `${LIVE}/events/:slug/targets/pasts`,
    {
      schema: {
        tags,
        params: ZLiveEventSlugParam,
        response: { 200: z.object({ logs: z.array(ZTargetLog) }), 404: ZErrorResponse },
      },
    },
    async (request) => {
      const event = await findLiveEvent(app.db, request.params.slug);
      const rows = await app.db
        .select()
        .from(liveEventTargetLogs)
        .where(eq(liveEventTargetLogs.eventId, event.id))
        .orderBy(desc(liveEventTargetLogs.id))
        .limit(500);
      return {
        logs: rows.map((row) => ({
          id: row.id,
          target: row.target,
          from_state: row.fromState,
          to_state: row.toState,
          message: row.message,
          at: row.at.toISOString(),
        })),
      };
    },
  );
};
