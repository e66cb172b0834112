import { contentTagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../lib/http-error';

/**
 * The known types have their own (static, so preferred) routes; any other
 * `{type}` in the same shape is a bad request rather than a missing page.
 */
export const unknownContentTypeRoute: FastifyPluginAsync = async (app) => {
  const refuse = async (): Promise<never> => {
    throw new HttpError(
      422,
      'invalid',
      'type',
      'Unknown content type: tags belong to video_projects or live/events',
    );
  };
  defineRoute(app, contentTagEndpoints.otherTypeTags, refuse);
  defineRoute(app, contentTagEndpoints.otherTypeAssign, refuse);
  defineRoute(app, contentTagEndpoints.otherTypeRemove, refuse);
};
