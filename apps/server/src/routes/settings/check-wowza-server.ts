import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { checkWowzaServer } from '../../services/settings/check-wowza-server';

export const checkWowzaServerRoute: FastifyPluginAsync = async (app) => {
  // Outside a transaction: the server may take up to the timeout to answer.
  defineRoute(app, settingsEndpoints.checkWowzaServer, async (request) =>
    checkWowzaServer(app.db, request.params.id, app.config.WOWZA_TIMEOUT_MS, app.secrets),
  );
};
