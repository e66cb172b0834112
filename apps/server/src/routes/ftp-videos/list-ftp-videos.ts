import { ftpVideoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listFtpVideos } from '../../services/ftp-videos/list-ftp-videos';

export const listFtpVideosRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, ftpVideoEndpoints.list, async () => listFtpVideos(app.config.ftpDir));
};
