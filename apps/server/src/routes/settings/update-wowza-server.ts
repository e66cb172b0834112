import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { updateWowzaServer } from '../../services/settings/wowza-servers';

export const updateWowzaServerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.updateWowzaServer, async (request) => {
    const actorId = request.currentUser?.id ?? null;
    return app.transact((tx) =>
      updateWowzaServer(tx, actorId, request.params.id, request.body.wowza_server, app.now()),
    );
  });
};
