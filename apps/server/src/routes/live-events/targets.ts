import { ZErrorResponse, ZLiveEventSlugParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventTargets,
  pollStreamStatistics,
  targetLogs,
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
  app.get(
    `${LIVE}/events/:slug/targets`,
    {
      schema: {
        tags,
        params: ZLiveEventSlugParam,
        response: { 200: z.object({ targets: z.array(ZTargetStats) }), 404: ZErrorResponse },
      },
    },
    async (request) => eventTargets(app.db, request.params.slug, app.now()),
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
    // Reading the figures polls the streaming engine, which may move targets on.
    async (request) => pollStreamStatistics(app, request.params.slug, app.now()),
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
    async (request) => targetLogs(app.db, request.params.slug),
  );
};
