import { ZAlert, ZAlertList, ZAlertListQuery, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAlert, listAlerts } from '../../services/ads/list-alerts';
import { ADS, errorsOf, TAGS } from './base';

export const listAlertsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADS}/alerts`,
    {
      schema: {
        tags: TAGS,
        summary: "A locale's alerts, latest start first, with their state",
        querystring: ZAlertListQuery,
        response: { 200: ZAlertList, ...errorsOf(422) },
      },
    },
    (request) => listAlerts(app.db, request.query, app.now()),
  );
  app.get(
    `${ADS}/alerts/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'One alert',
        params: ZIdParam,
        response: { 200: ZAlert, ...errorsOf(404, 422) },
      },
    },
    (request) => getAlert(app.db, request.params.id, app.now()),
  );
};
