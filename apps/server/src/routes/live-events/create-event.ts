import { ZErrorResponse, ZLiveEvent, ZLiveEventCreate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { createLiveEvent } from '../../services/live-events/create-live-event';
import { LIVE } from './base';

export const createEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${LIVE}/events`,
    {
      schema: {
        tags: ['live events'],
        summary: 'Create an event; omitted fields take the SPEC §3 defaults',
        body: ZLiveEventCreate,
        response: { 201: ZLiveEvent, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const event = await app.transact((tx) =>
        createLiveEvent(tx, actor.id, request.body.event, app.now()),
      );
      return reply.status(201).send(event);
    },
  );
};
