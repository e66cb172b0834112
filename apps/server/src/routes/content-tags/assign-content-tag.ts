import {
  CONTENT_TAGS_BASE,
  ZContentTagAssign,
  ZContentTagsChange,
  ZErrorResponse,
  ZLiveEventTagsParams,
  ZVideoTagsParams,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { assignContentTag } from '../../services/content-tags/assign-content-tag';

const schema = {
  tags: ['content tags'],
  body: ZContentTagAssign,
  response: {
    200: ZContentTagsChange,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
  },
};

/** Idempotent: assigning a tag the content already has answers 200 with `changed: false`. */
export const assignContentTagRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${CONTENT_TAGS_BASE.video}/:id/tags/:locale`,
    {
      schema: {
        ...schema,
        summary: 'Assign a tag of the locale to a video',
        params: ZVideoTagsParams,
      },
    },
    async (request) => {
      const change = {
        type: 'video' as const,
        key: request.params.id,
        locale: request.params.locale,
        tagId: request.body.tag_id,
        actorId: actorOf(request).id,
      };
      return app.transact((tx) => assignContentTag(tx, change, app.now()));
    },
  );
  app.post(
    `${CONTENT_TAGS_BASE.live_event}/:slug/tags/:locale`,
    {
      schema: {
        ...schema,
        summary: 'Assign a tag of the locale to a live event (bumps the event version)',
        params: ZLiveEventTagsParams,
      },
    },
    async (request) => {
      const change = {
        type: 'live_event' as const,
        key: request.params.slug,
        locale: request.params.locale,
        tagId: request.body.tag_id,
        actorId: actorOf(request).id,
      };
      return app.transact((tx) => assignContentTag(tx, change, app.now()));
    },
  );
};
