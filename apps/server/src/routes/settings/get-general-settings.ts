import { ZErrorResponse, ZGeneralSettings } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readGeneralSettings } from '../../services/settings/general-settings';

export const getGeneralSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings/general',
    {
      schema: {
        tags: ['settings'],
        summary: 'General settings: brand and sign-in verification',
        response: { 200: ZGeneralSettings, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => readGeneralSettings(app.db),
  );
};
