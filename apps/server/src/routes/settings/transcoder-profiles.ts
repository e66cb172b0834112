import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import { listEngineTemplates } from '../../services/settings/engine-templates';
import {
  createTranscoderProfile,
  deleteTranscoderProfile,
  listTranscoderProfiles,
  updateTranscoderProfile,
} from '../../services/settings/transcoder-profiles';

export const transcoderProfilesRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.listTranscoders, async () => listTranscoderProfiles(app.db));
  defineRoute(app, settingsEndpoints.createTranscoder, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      createTranscoderProfile(tx, actorId, request.body.transcoder, app.now()),
    );
  });
  defineRoute(app, settingsEndpoints.updateTranscoder, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateTranscoderProfile(tx, actorId, request.params.id, request.body.transcoder, app.now()),
    );
  });
  defineRoute(app, settingsEndpoints.deleteTranscoder, async (request) => {
    const actorId = actorOf(request).id;
    await app.transact((tx) => deleteTranscoderProfile(tx, actorId, request.params.id));
    return null;
  });
  defineHistoryRoute(app, settingsEndpoints.transcoderHistory, {
    subject: 'settings',
    subjectId: (request) => `transcoder:${request.params.id}`,
  });
  defineRoute(app, settingsEndpoints.transcoderTemplates, async () =>
    listEngineTemplates(app.db, app.streaming),
  );
};
