import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { deleteBanner } from '../../services/ads/delete-banner';
import { removeMediaFiles } from '../../services/media/media-files';

export const deleteBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.deleteBanner, async (request) => {
    const files = await app.transact((tx) =>
      deleteBanner(tx, actorOf(request).id, request.params.id, app.now()),
    );
    // The files go once the banner is gone for good, outside the transaction.
    await removeMediaFiles({ storage: app.storage, log: request.log }, files);
    return null;
  });
};
