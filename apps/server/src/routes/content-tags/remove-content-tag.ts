import {
  CONTENT_TAGS_BASE,
  ZContentTagIdParam,
  ZContentTagsChange,
  ZErrorResponse,
  ZLiveEventTagsParams,
  ZVideoTagsParams,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { removeContentTag } from '../../services/content-tags/remove-content-tag';

const schema = {
  tags: ['content tags'],
  response: {
    200: ZContentTagsChange,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
  },
};

/** Idempotent: removing a tag the content does not have answers 200 with `changed: false`. */
export const removeContentTagRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${CONTENT_TAGS_BASE.video}/:id/tags/:locale/:tag_id`,
    {
      schema: {
        ...schema,
        summary: 'Take a tag off a video',
        params: ZVideoTagsParams.extend(ZContentTagIdParam.shape),
      },
    },
    async (request) => {
      const change = {
        type: 'video' as const,
        key: request.params.id,
        locale: request.params.locale,
        tagId: request.params.tag_id,
        actorId: actorOf(request).id,
      };
      return app.transact((tx) => removeContentTag(tx, change, app.now()));
    },
  );
  app.delete(
    `${CONTENT_TAGS_BASE.live_event}/:slug/tags/:locale/:tag_id`,
    {
      schema: {
        ...schema,
        summary: 'Take a tag off a live event (bumps the event version)',
        params: ZLiveEventTagsParams.extend(ZContentTagIdParam.shape),
      },
    },
    async (request) => {
      const change = {
        type: 'live_event' as const,
        key: request.params.slug,
        locale: request.params.locale,
        tagId: request.params.tag_id,
        actorId: actorOf(request).id,
      };
      return app.transact((tx) => removeContentTag(tx, change, app.now()));
    },
  );
};
