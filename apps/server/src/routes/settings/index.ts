import type { FastifyPluginAsync } from 'fastify';
import { getGeneralSettingsRoute } from './get-general-settings';
import { updateGeneralSettingsRoute } from './update-general-settings';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getGeneralSettingsRoute);
  await app.register(updateGeneralSettingsRoute);
};
