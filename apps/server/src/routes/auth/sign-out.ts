import { authEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { clearSessionCookie, sessionToken } from '../../plugins/sessions';
import { deleteSession } from '../../services/auth/sessions';

export const signOutRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, authEndpoints.signOut, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(app, reply);
    return null;
  });
};
