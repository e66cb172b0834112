import { ZAdDuplicate, ZBannerDuplicates, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duplicateBanner } from '../../services/ads/duplicate-banner';
import { ADS, actorOf, errorsOf, TAGS } from './base';

export const duplicateBannerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${ADS}/banners/:id/duplicates`,
    {
      schema: {
        tags: TAGS,
        summary: 'Copy a banner to other locales (inactive copies, last in the same placement)',
        params: ZIdParam,
        body: ZAdDuplicate,
        response: { 201: ZBannerDuplicates, ...errorsOf(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const banners = await app.transact((tx) =>
        duplicateBanner(tx, actorOf(request), request.params.id, request.body.locales, app.now()),
      );
      return reply.status(201).send({ banners });
    },
  );
};
