import { ZErrorResponse, ZTag, ZTagCreate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTag } from '../../services/tags/create-tag';

export const createTagRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/content/tags',
    {
      schema: {
        tags: ['tags'],
        summary: 'Create a tag, last in its locale (422 taken when the name exists there)',
        body: ZTagCreate,
        response: { 201: ZTag, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const actorId = request.currentUser?.id ?? null;
      const tag = await app.transact((tx) => createTag(tx, actorId, request.body.tag, app.now()));
      return reply.status(201).send(tag);
    },
  );
};
