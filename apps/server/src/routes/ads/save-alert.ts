import { ZAlert, ZAlertCreate, ZAlertUpdate, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAlert } from '../../services/ads/create-alert';
import { updateAlert } from '../../services/ads/update-alert';
import { ADS, actorOf, errorsOf, TAGS } from './base';

/** Create and change: both keep at most one live alert per type and locale (409 alert_overlap). */
export const saveAlertRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${ADS}/alerts`,
    {
      schema: {
        tags: TAGS,
        summary:
          'Create an alert (409 alert_overlap when another of its type would be live at once; end_overlapping ends it)',
        body: ZAlertCreate,
        response: { 201: ZAlert, ...errorsOf(409, 422) },
      },
    },
    async (request, reply) => {
      const { alert, end_overlapping } = request.body;
      const created = await app.transact((tx) =>
        createAlert(tx, actorOf(request), alert, end_overlapping, app.now()),
      );
      return reply.status(201).send(created);
    },
  );
  app.patch(
    `${ADS}/alerts/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Change an alert (409 conflict when stale, 409 alert_overlap as for creation)',
        params: ZIdParam,
        body: ZAlertUpdate,
        response: { 200: ZAlert, ...errorsOf(404, 409, 422) },
      },
    },
    (request) => {
      const { alert, end_overlapping } = request.body;
      return app.transact((tx) =>
        updateAlert(tx, actorOf(request), request.params.id, alert, end_overlapping, app.now()),
      );
    },
  );
};
