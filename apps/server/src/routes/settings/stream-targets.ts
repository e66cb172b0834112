import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import { listStreamTargets, updateStreamTarget } from '../../services/settings/stream-targets';

export const streamTargetsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.listStreamTargets, async () => listStreamTargets(app.db));
  defineRoute(app, settingsEndpoints.updateStreamTarget, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateStreamTarget(tx, actorId, request.params.target, request.body.stream_target, {
        now: app.now(),
        secrets: app.secrets,
      }),
    );
  });
  defineHistoryRoute(app, settingsEndpoints.streamTargetHistory, {
    subject: 'settings',
    subjectId: (request) => `stream_target:${request.params.target}`,
  });
};
