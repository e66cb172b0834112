import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { createWowzaServer } from '../../services/settings/wowza-servers';

export const createWowzaServerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.createWowzaServer, async (request) => {
    const actorId = actorOf(request).id;
    const server = await app.transact((tx) =>
      createWowzaServer(tx, actorId, request.body.wowza_server, app.now(), app.secrets),
    );
    return server;
  });
};
