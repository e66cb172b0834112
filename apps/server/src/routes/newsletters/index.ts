import type { FastifyPluginAsync } from 'fastify';
import { assertNewslettersBrand } from '../../services/newsletters';
import { issueRoutes } from './issues';
import { sendingRoutes } from './sending';
import { subscriptionRoutes } from './subscriptions';
import { unsubscribeRoutes } from './unsubscribe';

/**
 * Newsletters (issue #17): /api/admin/newsletters (the Newsletters row of the policy), a
 * customer's subscriptions and the public unsubscribe link. SPEC §1: in the brand without
 * newsletters every one of these calls answers 404, after the access check.
 */
export const newslettersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async () => {
    await assertNewslettersBrand(app.db);
  });
  await app.register(issueRoutes);
  await app.register(sendingRoutes);
  await app.register(subscriptionRoutes);
  await app.register(unsubscribeRoutes);
};
