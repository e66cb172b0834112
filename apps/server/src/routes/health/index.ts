import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** 200 once the server can serve: the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
