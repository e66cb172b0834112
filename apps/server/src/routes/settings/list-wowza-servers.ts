import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listWowzaServers } from '../../services/settings/wowza-servers';

export const listWowzaServersRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.listWowzaServers, async () =>
    listWowzaServers(app.db, app.streaming),
  );
};
