import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { createWowzaServer } from '../../services/settings/wowza-servers';

export const createWowzaServerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.createWowzaServer, async (request) => {
    const actorId = request.currentUser?.id ?? null;
    const server = await app.transact((tx) =>
      createWowzaServer(tx, actorId, request.body.wowza_server, app.now()),
    );
    return server;
  });
};
