import { contentTagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { assertKnownLocale, findContent } from '../../services/content-tags/find-content';
import { listContentTags } from '../../services/content-tags/list-content-tags';

export const listContentTagsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, contentTagEndpoints.videoTags, async (request) => {
    await assertKnownLocale(app.db, request.params.locale);
    const content = await findContent(app.db, 'video', request.params.id);
    return listContentTags(app.db, content, request.params.locale);
  });
  defineRoute(app, contentTagEndpoints.liveEventTags, async (request) => {
    await assertKnownLocale(app.db, request.params.locale);
    const content = await findContent(app.db, 'live_event', request.params.slug);
    return listContentTags(app.db, content, request.params.locale);
  });
};
