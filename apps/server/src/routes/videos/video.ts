import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { findVideo, updateVideo } from '../../services/videos/update-video';

export const videoRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.get, async (request) => findVideo(app.db, request.params.id));
  defineRoute(app, videoEndpoints.update, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateVideo(tx, actorId, request.params.id, request.body.video, app.now()),
    );
  });
};
