import { preferenceEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import {
  readAdminPreferences,
  updateAdminPreferences,
} from '../../services/preferences/admin-preferences';

/** The signed-in admin's own preferences: only ever their own row. */
export const preferencesRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, preferenceEndpoints.get, async (request) =>
    readAdminPreferences(app.db, actorOf(request).id),
  );
  defineRoute(app, preferenceEndpoints.update, async (request) =>
    updateAdminPreferences(app.db, actorOf(request).id, request.body.preferences, app.now()),
  );
};
