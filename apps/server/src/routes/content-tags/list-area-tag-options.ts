import { TAG_PAGE_SIZE, tagOptionEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { assertKnownLocale } from '../../services/content-tags/find-content';
import { listTags } from '../../services/tags/list-tags';

/**
 * The tags a picker offers where no single piece of content is at hand yet (a bulk action over
 * videos, a live event being created), each under its own area's access.
 */
export const listAreaTagOptionsRoute: FastifyPluginAsync = async (app) => {
  for (const endpoint of [tagOptionEndpoints.videos, tagOptionEndpoints.liveEvents]) {
    defineRoute(app, endpoint, async (request) => {
      const { locale, q } = request.query;
      await assertKnownLocale(app.db, locale);
      return listTags(app.db, { locale, q: q || undefined, page: 1, per_page: TAG_PAGE_SIZE });
    });
  }
};
