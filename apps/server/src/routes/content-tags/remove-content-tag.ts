import { contentTagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { removeContentTag } from '../../services/content-tags/remove-content-tag';
import { tagChangeOf } from './tag-change-of';

/** Idempotent: removing a tag the content does not have answers 200 with `changed: false`. */
export const removeContentTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, contentTagEndpoints.removeVideoTag, async (request) => {
    const change = tagChangeOf(request, 'video', request.params.id, request.params.tag_id);
    return app.transact((tx) => removeContentTag(tx, change, app.now()));
  });
  defineRoute(app, contentTagEndpoints.removeLiveEventTag, async (request) => {
    const change = tagChangeOf(request, 'live_event', request.params.slug, request.params.tag_id);
    return app.transact((tx) => removeContentTag(tx, change, app.now()));
  });
};
