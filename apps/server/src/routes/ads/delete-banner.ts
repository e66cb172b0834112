import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { deleteBanner } from '../../services/ads/delete-banner';
import { removeMediaFiles } from '../../services/media/media-files';
import { actorOf } from './base';

export const deleteBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.deleteBanner, async (request) => {
    const files = await app.transact((tx) =>
      deleteBanner(tx, actorOf(request), request.params.id, app.now()),
    );
    // The files go once the banner is gone for good, outside the transaction.
    await removeMediaFiles({ storage: app.storage, log: request.log }, files);
    return null;
  });
};
