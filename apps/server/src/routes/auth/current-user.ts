import { authEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { unauthorized } from '../../lib/http-error';
import { presentCurrentUser } from '../../services/auth/present-user';

export const currentUserRoute: FastifyPluginAsync = async (app) => {
  defineRoute(
    app,
    authEndpoints.currentUser,
    async (request) => {
      // The access plugin already answered 401 without a session; this narrows the type.
      if (!request.currentUser) throw unauthorized();
      return presentCurrentUser(request.currentUser);
    },
    // Every screen asks for the current user. The typed presenter already gives exactly this
    // shape, so the answer is written as is rather than checked by zod again (the schema
    // still documents it).
    { serializerCompiler: () => (data) => JSON.stringify(data) },
  );
};
