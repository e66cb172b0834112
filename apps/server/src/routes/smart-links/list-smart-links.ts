import { ZErrorResponse, ZSmartLinkList, ZSmartLinkListQuery } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSmartLinks } from '../../services/smart-links/list-smart-links';
import { linkBaseOf, SMART_LINKS } from './base';

export const listSmartLinksRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SMART_LINKS,
    {
      schema: {
        tags: ['smart links'],
        summary: "A page of live events' smart links with their clicks, searchable",
        querystring: ZSmartLinkListQuery,
        response: {
          200: ZSmartLinkList,
          401: ZErrorResponse,
          403: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => app.transact((tx) => listSmartLinks(tx, request.query, linkBaseOf(request))),
  );
};
