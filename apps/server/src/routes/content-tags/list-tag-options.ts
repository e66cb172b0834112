import {
  CONTENT_TAGS_BASE,
  TAG_PAGE_SIZE,
  type TContentTagType,
  ZContentTagOptionsQuery,
  ZErrorResponse,
  ZLiveEventTagsParams,
  ZTagList,
  ZVideoTagsParams,
} from '@newsroom/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertKnownLocale, findContent } from '../../services/content-tags/find-content';
import { listTags } from '../../services/tags/list-tags';

const response = {
  200: ZTagList,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  422: ZErrorResponse,
};

async function tagOptions(
  app: FastifyInstance,
  type: TContentTagType,
  id: string | number,
  locale: string,
  q: string | undefined,
) {
  await assertKnownLocale(app.db, locale);
  await findContent(app.db, type, id);
  return listTags(app.db, { locale, q: q || undefined, page: 1, per_page: TAG_PAGE_SIZE });
}

/** The tags a picker offers for one piece of content, under that content's own access area. */
export const listTagOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${CONTENT_TAGS_BASE.video}/:id/tags/:locale/options`,
    {
      schema: {
        tags: ['content tags'],
        summary: "The locale's tags to offer for a video, searched by name",
        params: ZVideoTagsParams,
        querystring: ZContentTagOptionsQuery,
        response,
      },
    },
    (request) =>
      tagOptions(app, 'video', request.params.id, request.params.locale, request.query.q),
  );
  app.get(
    `${CONTENT_TAGS_BASE.live_event}/:slug/tags/:locale/options`,
    {
      schema: {
        tags: ['content tags'],
        summary: "The locale's tags to offer for a live event, searched by name",
        params: ZLiveEventTagsParams,
        querystring: ZContentTagOptionsQuery,
        response,
      },
    },
    (request) =>
      tagOptions(app, 'live_event', request.params.slug, request.params.locale, request.query.q),
  );
};
