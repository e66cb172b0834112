import { ZLanguageData, ZTranscoderList } from '@newsroom/contract';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locales } from '../../db/schema';
import { ensureTranscoders, listTranscoders } from '../../services/live-events/transcoders';
import { LIVE } from './base';

export const liveReferenceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LIVE}/language_data`,
    {
      schema: {
        tags: ['live events'],
        summary: 'Languages an event may be in',
        response: { 200: ZLanguageData },
      },
    },
    async () => ({
      languages: await app.db
        .select({ code: locales.code, name: locales.name })
        .from(locales)
        .orderBy(asc(locales.position)),
    }),
  );
  app.get(
    `${LIVE}/transcoders`,
    {
      schema: {
        tags: ['live events'],
        summary: 'Transcoder templates',
        response: { 200: ZTranscoderList },
      },
    },
    async () => {
      await ensureTranscoders(app.db);
      return listTranscoders(app.db, app.streaming);
    },
  );
};
