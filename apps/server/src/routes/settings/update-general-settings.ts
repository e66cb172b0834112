import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { updateGeneralSettings } from '../../services/settings/general-settings';

export const updateGeneralSettingsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.updateGeneral, async (request) => {
    const actorId = request.currentUser?.id ?? null;
    return app.transact((tx) =>
      updateGeneralSettings(tx, actorId, request.body.settings, app.now()),
    );
  });
};
