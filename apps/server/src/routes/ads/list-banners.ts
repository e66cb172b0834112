import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { getBanner, listBanners } from '../../services/ads/list-banners';

export const listBannersRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.listBanners, (request) =>
    listBanners(app.db, request.query, app.now()),
  );
  defineRoute(app, adsEndpoints.getBanner, (request) =>
    getBanner(app.db, request.params.id, app.now()),
  );
};
