import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { deleteWowzaServer } from '../../services/settings/wowza-servers';

export const deleteWowzaServerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.deleteWowzaServer, async (request) => {
    const actorId = actorOf(request).id;
    await app.transact((tx) => deleteWowzaServer(tx, actorId, request.params.id));
    return null;
  });
};
