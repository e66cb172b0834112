import { contentTagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { assignContentTag } from '../../services/content-tags/assign-content-tag';
import { tagChangeOf } from './tag-change-of';

/** Idempotent: assigning a tag the content already has answers 200 with `changed: false`. */
export const assignContentTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, contentTagEndpoints.assignVideoTag, async (request) => {
    const change = tagChangeOf(request, 'video', request.params.id, request.body.tag_id);
    return app.transact((tx) => assignContentTag(tx, change, app.now()));
  });
  defineRoute(app, contentTagEndpoints.assignLiveEventTag, async (request) => {
    const change = tagChangeOf(request, 'live_event', request.params.slug, request.body.tag_id);
    return app.transact((tx) => assignContentTag(tx, change, app.now()));
  });
};
