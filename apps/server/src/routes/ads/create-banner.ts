import { ZBanner, ZBannerCreate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBanner } from '../../services/ads/create-banner';
import { ADS, actorOf, errorsOf, TAGS } from './base';

export const createBannerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${ADS}/banners`,
    {
      schema: {
        tags: TAGS,
        summary: 'Create a banner, last in its placement; the image follows through …/{id}/image',
        body: ZBannerCreate,
        response: { 201: ZBanner, ...errorsOf(409, 422) },
      },
    },
    async (request, reply) => {
      const banner = await app.transact((tx) =>
        createBanner(tx, actorOf(request), request.body.banner, app.now()),
      );
      return reply.status(201).send(banner);
    },
  );
};
