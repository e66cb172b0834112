import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { readGeneralSettings } from '../../services/settings/general-settings';

export const getGeneralSettingsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.getGeneral, async () =>
    readGeneralSettings(app.db, app.config),
  );
};
