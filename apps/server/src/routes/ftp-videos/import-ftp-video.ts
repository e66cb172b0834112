import { join } from 'node:path';
import { ftpVideoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { importFtpVideo } from '../../services/ftp-videos/import-ftp-video';

export const importFtpVideoRoute: FastifyPluginAsync = async (app) => {
  const dirs = { ftpDir: app.config.ftpDir, mediaDir: join(app.config.dataDir, 'media', 'videos') };
  defineRoute(app, ftpVideoEndpoints.import, async (request) => {
    const { file_name, ...input } = request.body;
    const actorId = actorOf(request).id;
    return importFtpVideo({ transact: app.transact, dirs }, file_name, input, actorId, app.now());
  });
};
