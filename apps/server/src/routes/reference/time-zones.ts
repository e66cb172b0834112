import { API_PATHS, ZTimeZonesResponse } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTimeZones } from '../../services/reference/time-zones';

export const timeZonesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.timeZones,
    {
      schema: {
        tags: ['reference'],
        summary: 'IANA time zones',
        response: { 200: ZTimeZonesResponse },
      },
    },
    async () => ({ time_zones: listTimeZones(app.now()) }),
  );
};
