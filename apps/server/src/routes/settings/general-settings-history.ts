import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineHistoryRoute } from '../../http/define-history-route';

export const generalSettingsHistoryRoute: FastifyPluginAsync = async (app) => {
  defineHistoryRoute(app, settingsEndpoints.generalHistory, {
    subject: 'settings',
    subjectId: () => 'general',
  });
};
