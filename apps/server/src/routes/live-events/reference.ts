import { ZLanguageData, ZTranscoderList } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLanguages } from '../../services/live-events/language-data';
import { transcoderTemplates } from '../../services/live-events/transcoders';
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
    async () => listLanguages(app.db),
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
    async () => transcoderTemplates(app.db, app.streaming),
  );
};
