import { ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteBanner } from '../../services/ads/delete-banner';
import { removeMediaFiles } from '../../services/media/media-files';
import { ADS, actorOf, errorsOf, TAGS } from './base';

export const deleteBannerRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${ADS}/banners/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a banner; those after it in its placement move up',
        params: ZIdParam,
        response: { 204: z.null(), ...errorsOf(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const files = await app.transact((tx) =>
        deleteBanner(tx, actorOf(request), request.params.id, app.now()),
      );
      // The files go once the banner is gone for good, outside the transaction.
      await removeMediaFiles({ storage: app.storage, log: request.log }, files);
      return reply.status(204).send(null);
    },
  );
};
