import type { FastifyPluginAsync } from 'fastify';
import { checkWowzaServerRoute } from './check-wowza-server';
import { createWowzaServerRoute } from './create-wowza-server';
import { deleteWowzaServerRoute } from './delete-wowza-server';
import { emailServiceRoutes } from './email-service';
import { generalSettingsHistoryRoute } from './general-settings-history';
import { getGeneralSettingsRoute } from './get-general-settings';
import { listWowzaServersRoute } from './list-wowza-servers';
import { streamTargetsRoutes } from './stream-targets';
import { transcoderProfilesRoutes } from './transcoder-profiles';
import { updateGeneralSettingsRoute } from './update-general-settings';
import { updateWowzaServerRoute } from './update-wowza-server';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getGeneralSettingsRoute);
  await app.register(updateGeneralSettingsRoute);
  await app.register(generalSettingsHistoryRoute);
  await app.register(streamTargetsRoutes);
  await app.register(emailServiceRoutes);
  await app.register(transcoderProfilesRoutes);
  await app.register(listWowzaServersRoute);
  await app.register(createWowzaServerRoute);
  await app.register(updateWowzaServerRoute);
  await app.register(deleteWowzaServerRoute);
  await app.register(checkWowzaServerRoute);
};
