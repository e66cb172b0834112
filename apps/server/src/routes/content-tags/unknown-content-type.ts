import { ZErrorResponse } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';

const OTHER = '/api/admin/content/:type/:id/tags/:locale';

/**
 * The known types have their own (static, so preferred) routes; any other
 * `{type}` in the same shape is a bad request rather than a missing page.
 */
export const unknownContentTypeRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['content tags'],
    summary: 'Any other content type: 422',
    response: { 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
  };
  const refuse = async (): Promise<never> => {
    throw new HttpError(
      422,
      'invalid',
      'type',
      'Unknown content type: tags belong to video_projects or live/events',
    );
  };
  app.get(OTHER, { schema }, refuse);
  app.post(OTHER, { schema }, refuse);
  app.delete(`${OTHER}/:tag_id`, { schema }, refuse);
};
