import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { updateWowzaServer } from '../../services/settings/wowza-servers';

export const updateWowzaServerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.updateWowzaServer, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateWowzaServer(
        tx,
        actorId,
        request.params.id,
        request.body.wowza_server,
        app.now(),
        app.secrets,
      ),
    );
  });
};
