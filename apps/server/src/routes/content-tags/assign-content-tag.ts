import { contentTagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { assignContentTag } from '../../services/content-tags/assign-content-tag';

/** Idempotent: assigning a tag the content already has answers 200 with `changed: false`. */
export const assignContentTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, contentTagEndpoints.assignVideoTag, async (request) => {
    const change = {
      type: 'video' as const,
      key: request.params.id,
      locale: request.params.locale,
      tagId: request.body.tag_id,
      actorId: actorOf(request).id,
    };
    return app.transact((tx) => assignContentTag(tx, change, app.now()));
  });
  defineRoute(app, contentTagEndpoints.assignLiveEventTag, async (request) => {
    const change = {
      type: 'live_event' as const,
      key: request.params.slug,
      locale: request.params.locale,
      tagId: request.body.tag_id,
      actorId: actorOf(request).id,
    };
    return app.transact((tx) => assignContentTag(tx, change, app.now()));
  });
};
