import { ZStorableInput } from '@newsroom/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { ZodType } from 'zod';
import { createMailer, type Mailer, SettingsMailer } from './adapters/mailer';
import { createStorage } from './adapters/storage';
import { createStreaming } from './adapters/streaming';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { runTransaction, type TTransact } from './db/transaction';
import { serializeError } from './lib/log-errors';
import { createSecretBox, loadSecretKey, type TSecretBox } from './lib/secrets';
import { collectEnqueued, createOutboxWorker, type TEnqueued } from './outbox';
import { OUTBOX_JOBS } from './outbox/jobs';
import { accessPlugin } from './plugins/access';
import { errorsPlugin, routerErrors } from './plugins/errors';
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
  /** Default: sealed with SECRET_KEY (or the data folder's key outside production). */
  secrets?: TSecretBox;
  /** false silences the log (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
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

/** How often each process looks for outbox jobs no commit nudged (retries, other processes'). */
const OUTBOX_POLL_MS = 5_000;

/**
 * app.transact and app.outbox: a transaction's outbox jobs run after its commit, the
 * `await` ones before the answer, the others nudged to this process's worker.
 */
function decorateTransactions(app: FastifyInstance, database: TDatabase) {
  const transact: TTransact = async (work) => {
    let enqueued: TEnqueued[] = [];
    const result = await runTransaction(database.db, (tx) => {
      enqueued = collectEnqueued(tx);
      return work(tx);
    });
    if (enqueued.length) await worker.afterCommit(enqueued);
    return result;
  };
  const worker = createOutboxWorker({
    jobs: OUTBOX_JOBS,
    context: {
      db: database.db,
      transact,
      mailer: app.mailer,
      streaming: app.streaming,
      storage: app.storage,
      secrets: app.secrets,
      config: app.config,
      now: app.now,
      log: app.log,
    },
    leaseMs: app.config.OUTBOX_LEASE_SECONDS * 1000,
  });
  app.decorate('transact', transact);
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => worker.start(OUTBOX_POLL_MS));
  app.addHook('onClose', () => worker.stop());
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
            serializers: { req: serializeRequest, err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // X-Forwarded-For counts only behind a proxy the operator names (rate limits use the client IP).
    trustProxy: trustProxy(config.TRUST_PROXY),
    exposeHeadRoutes: false,
    // Longer than any path part a schema accepts (slugs take 200), so the schema answers 422.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: routerErrors,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // Every input (params, query, body) is first checked for text the database cannot store.
  app.setValidatorCompiler((route) => {
    const schema = route.schema as unknown as ZodType;
    const guarded = schema instanceof ZodType ? ZStorableInput.pipe(schema) : schema;
    return validatorCompiler({ ...route, schema: guarded });
  });
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', options.database.db);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('storage', createStorage(config));
  const secrets = options.secrets ?? createSecretBox(loadSecretKey(config));
  app.decorate('secrets', secrets);
  // The e-mail service setting is read at every send; the configured mailer is its default.
  app.decorate(
    'mailer',
    options.mailer ??
      new SettingsMailer(
        options.database.db,
        secrets,
        createMailer(config, app.log),
        config.MAIL_FROM,
      ),
  );
  app.decorate('streaming', createStreaming(config, secrets));
  decorateTransactions(app, options.database);

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
