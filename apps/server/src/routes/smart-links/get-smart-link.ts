import { ZErrorResponse, ZIdParam, ZSmartLinkDetail } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSmartLink } from '../../services/smart-links/get-smart-link';
import { linkBaseOf, SMART_LINKS } from './base';

export const getSmartLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${SMART_LINKS}/:id`,
    {
      schema: {
        tags: ['smart links'],
        summary: 'One smart link with its clicks per locale',
        params: ZIdParam,
        response: {
          200: ZSmartLinkDetail,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) =>
      getSmartLink(app.db, request.params.id, linkBaseOf(request), app.config.PUBLIC_SITE_URL),
  );
};
