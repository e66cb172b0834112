import { smartLinkEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listSmartLinks } from '../../services/smart-links/list-smart-links';
import { linkBaseOf } from './base';

export const listSmartLinksRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, smartLinkEndpoints.list, async (request) =>
    app.transact((tx) => listSmartLinks(tx, request.query, linkBaseOf(request))),
  );
};
