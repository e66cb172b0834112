import { API_PATHS, ZCurrentUser, ZErrorResponse } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-error';
import { presentCurrentUser } from '../../services/auth/present-user';

export const currentUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.currentUser,
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: ZCurrentUser, 401: ZErrorResponse },
      },
      // Every screen asks for the current user. The typed presenter already gives exactly this
      // shape, so the answer is written as is rather than checked by zod again (the schema
      // still documents it).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      if (!request.currentUser) throw unauthorized();
      return presentCurrentUser(request.currentUser);
    },
  );
};
