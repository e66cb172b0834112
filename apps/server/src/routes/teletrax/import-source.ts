import { teletraxEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createTeletraxSource } from '../../adapters/teletrax';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { scanSource } from '../../services/teletrax/scan-source';

/** The report source (the watched folder by default): what waits there, and "import now". */
export const importSourceRoutes: FastifyPluginAsync = async (app) => {
  const source = createTeletraxSource(app.config, app.now);
  defineRoute(app, teletraxEndpoints.source, async () => ({
    adapter: source.adapter,
    waiting: await source.waiting(),
  }));
  defineRoute(app, teletraxEndpoints.scan, async (request) => ({
    imports: await scanSource(
      { db: app.db, transact: app.transact, now: app.now },
      source,
      actorOf(request).id,
    ),
  }));
};
