import { ZErrorResponse, ZGeneralSettings, ZGeneralSettingsUpdate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { updateGeneralSettings } from '../../services/settings/general-settings';

export const updateGeneralSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/settings/general',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change general settings (409 when the version is stale)',
        body: ZGeneralSettingsUpdate,
        response: {
          200: ZGeneralSettings,
          401: ZErrorResponse,
          403: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const actorId = actorOf(request).id;
      return app.transact((tx) =>
        updateGeneralSettings(tx, actorId, request.body.settings, app.now()),
      );
    },
  );
};
