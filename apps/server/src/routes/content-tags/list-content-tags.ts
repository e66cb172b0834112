import {
  CONTENT_TAGS_BASE,
  ZContentTags,
  ZErrorResponse,
  ZLiveEventTagsParams,
  ZVideoTagsParams,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertKnownLocale, findContent } from '../../services/content-tags/find-content';
import { listContentTags } from '../../services/content-tags/list-content-tags';

const response = {
  200: ZContentTags,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  422: ZErrorResponse,
};

export const listContentTagsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${CONTENT_TAGS_BASE.video}/:id/tags/:locale`,
    {
      schema: {
        tags: ['content tags'],
        summary: "A video's tags in one locale",
        params: ZVideoTagsParams,
        response,
      },
    },
    async (request) => {
      await assertKnownLocale(app.db, request.params.locale);
      const content = await findContent(app.db, 'video', request.params.id);
      return listContentTags(app.db, content, request.params.locale);
    },
  );
  app.get(
    `${CONTENT_TAGS_BASE.live_event}/:slug/tags/:locale`,
    {
      schema: {
        tags: ['content tags'],
        summary: "A live event's tags in one locale (the event by id or slug)",
        params: ZLiveEventTagsParams,
        response,
      },
    },
    async (request) => {
      await assertKnownLocale(app.db, request.params.locale);
      const content = await findContent(app.db, 'live_event', request.params.slug);
      return listContentTags(app.db, content, request.params.locale);
    },
  );
};
