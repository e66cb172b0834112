import { contentTagEndpoints, TAG_PAGE_SIZE, type TContentTagType } from '@newsroom/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { assertKnownLocale, findContent } from '../../services/content-tags/find-content';
import { listTags } from '../../services/tags/list-tags';

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
export const listTagOptionsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, contentTagEndpoints.videoTagOptions, (request) =>
    tagOptions(app, 'video', request.params.id, request.params.locale, request.query.q),
  );
  defineRoute(app, contentTagEndpoints.liveEventTagOptions, (request) =>
    tagOptions(app, 'live_event', request.params.slug, request.params.locale, request.query.q),
  );
};
