import { ZAdDuplicate, ZAlertDuplicates, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAlert } from '../../services/ads/delete-alert';
import { duplicateAlert } from '../../services/ads/duplicate-alert';
import { ADS, actorOf, errorsOf, TAGS } from './base';

export const deleteAlertRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${ADS}/alerts/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete an alert',
        params: ZIdParam,
        response: { 204: z.null(), ...errorsOf(404, 409, 422) },
      },
    },
    async (request, reply) => {
      await app.transact((tx) => deleteAlert(tx, actorOf(request), request.params.id, app.now()));
      return reply.status(204).send(null);
    },
  );
};

export const duplicateAlertRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${ADS}/alerts/:id/duplicates`,
    {
      schema: {
        tags: TAGS,
        summary: 'Copy an alert to other locales (inactive copies)',
        params: ZIdParam,
        body: ZAdDuplicate,
        response: { 201: ZAlertDuplicates, ...errorsOf(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const alerts = await app.transact((tx) =>
        duplicateAlert(tx, actorOf(request), request.params.id, request.body.locales, app.now()),
      );
      return reply.status(201).send({ alerts });
    },
  );
};
