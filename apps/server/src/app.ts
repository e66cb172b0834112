import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createMailer, type Mailer } from './adapters/mailer';
import { createStorage } from './adapters/storage';
import { createStreaming } from './adapters/streaming';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { runTransaction } from './db/transaction';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';
import { mediaHostPlugin } from './plugins/media-host';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { webHostPlugin } from './plugins/web-host';
import { registerRoutes } from './routes';

export type TAppOptions = {
  config: TConfig;
  database: TDatabase;
  /** Tests pass a movable clock to expire sessions and tokens. */
  now?: () => Date;
  mailer?: Mailer;
  /** false silences the log (tests). */
  logger?: boolean;
};

/** Request log lines without secrets: reset tokens travel in the restore-password page's query. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/(reset_password_token=)[^&]*/g, '$1[redacted]'),
    remoteAddress: request.ip,
  };
}

function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  // A hop count works at runtime though the type only names strings.
  return /^\d+$/.test(value) ? (Number(value) as unknown as string) : value;
}

/** The Fastify app with every plugin and route, not yet listening. */
export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'),
            serializers: { req: serializeRequest },
          },
    // X-Forwarded-For counts only behind a proxy the operator names (rate limits use the client IP).
    trustProxy: trustProxy(config.TRUST_PROXY),
    exposeHeadRoutes: false,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', options.database.db);
  app.decorate('transact', (work) => runTransaction(options.database.db, work));
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('mailer', options.mailer ?? createMailer(config, app.log));
  app.decorate('storage', createStorage(config));
  app.decorate('streaming', createStreaming(config));

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(sessionsPlugin);
  await app.register(accessPlugin);
  await registerRoutes(app);
  await app.register(mediaHostPlugin);
  await app.register(webHostPlugin);
  return app;
}
