import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { updateGeneralSettings } from '../../services/settings/general-settings';

export const updateGeneralSettingsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.updateGeneral, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateGeneralSettings(tx, actorId, request.body.settings, {
        now: app.now(),
        secrets: app.secrets,
        config: app.config,
      }),
    );
  });
};
