import { ZHealth } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

/** For load balancers and process managers. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    access: 'public',
    summary: '200 once the server can serve: the database answers',
    tags: ['health'],
    response: ZHealth,
  }),
};
