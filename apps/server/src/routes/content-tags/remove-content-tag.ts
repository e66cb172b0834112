import { contentTagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { removeContentTag } from '../../services/content-tags/remove-content-tag';

/** Idempotent: removing a tag the content does not have answers 200 with `changed: false`. */
export const removeContentTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, contentTagEndpoints.removeVideoTag, async (request) => {
    const change = {
      type: 'video' as const,
      key: request.params.id,
      locale: request.params.locale,
      tagId: request.params.tag_id,
      actorId: actorOf(request).id,
    };
    return app.transact((tx) => removeContentTag(tx, change, app.now()));
  });
  defineRoute(app, contentTagEndpoints.removeLiveEventTag, async (request) => {
    const change = {
      type: 'live_event' as const,
      key: request.params.slug,
      locale: request.params.locale,
      tagId: request.params.tag_id,
      actorId: actorOf(request).id,
    };
    return app.transact((tx) => removeContentTag(tx, change, app.now()));
  });
};
