import { smartLinkEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { getSmartLink } from '../../services/smart-links/get-smart-link';
import { linkBaseOf } from './base';

export const getSmartLinkRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, smartLinkEndpoints.get, async (request) =>
    getSmartLink(app.db, request.params.id, linkBaseOf(request), app.config.PUBLIC_SITE_URL),
  );
};
