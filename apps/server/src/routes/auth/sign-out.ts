import { API_PATHS } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, sessionToken } from '../../plugins/sessions';
import { deleteSession } from '../../services/auth/sessions';

export const signOutRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    API_PATHS.signOut,
    { schema: { tags: ['auth'], summary: 'Sign out: the session ends on the server' } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(app.db, token);
      clearSessionCookie(app, reply);
      return reply.status(204).send();
    },
  );
};
