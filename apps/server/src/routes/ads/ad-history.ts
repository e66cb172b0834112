import { ZErrorResponse, ZIdParam, ZTagHistory, ZTagHistoryQuery } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listHistory } from '../../services/history/record-history';
import { ADS, errorsOf, TAGS } from './base';

/** Histories stay readable after the banner or alert is deleted: the id comes from the path. */
export const adHistoryRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: TAGS,
    params: ZIdParam,
    querystring: ZTagHistoryQuery,
    response: { 200: ZTagHistory, 422: ZErrorResponse, ...errorsOf() },
  };
  app.get(
    `${ADS}/banners/:id/history`,
    { schema: { ...schema, summary: "A banner's changes, newest first" } },
    async (request) => ({
      history: await listHistory(app.db, 'banner', request.params.id, {
        beforeId: request.query.before_id,
      }),
    }),
  );
  app.get(
    `${ADS}/alerts/:id/history`,
    { schema: { ...schema, summary: "An alert's changes, newest first" } },
    async (request) => ({
      history: await listHistory(app.db, 'alert', request.params.id, {
        beforeId: request.query.before_id,
      }),
    }),
  );
};
