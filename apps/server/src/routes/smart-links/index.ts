import type { FastifyPluginAsync } from 'fastify';
import { followSmartLinkRoute } from './follow-smart-link';
import { getSmartLinkRoute } from './get-smart-link';
import { listSmartLinksRoute } from './list-smart-links';

/** Smart links of live events: the admin reads under /api/admin and the public /l/{code} redirect. */
export const smartLinksRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listSmartLinksRoute);
  await app.register(getSmartLinkRoute);
  await app.register(followSmartLinkRoute);
};
