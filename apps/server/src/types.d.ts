import type { TEndpointAccess, TEndpointDefinition } from '@newsroom/contract';
import type { Mailer } from './adapters/mailer';
import type { MediaStorage } from './adapters/storage';
import type { StreamingProvider } from './adapters/streaming';
import type { TConfig } from './config';
import type { TDb } from './db/client';
import type { TSecretBox } from './lib/secrets';
import type { TTransact } from './db/transaction';
import type { TOutboxWorker } from './outbox';
import type { TRouteEntry } from './plugins/access';
import type { TSessionUser } from './services/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDb;
    /** Runs a service in a transaction, retrying deadlocks and serialization failures (409 after). */
    transact: TTransact;
    /** Runs outbox jobs after commit (src/outbox); `drain()` runs every due one now. */
    outbox: TOutboxWorker;
    /** The time the server believes it is; tests move it to expire sessions. */
    now: () => Date;
    mailer: Mailer;
    /** Event images and other media: `<DATA_DIR>/media`, or S3 when configured. */
    storage: MediaStorage;
    /** The streaming engine: the simulator, or Wowza when a server is configured. */
    streaming: StreamingProvider;
    /** Seals and opens the secrets kept in the database (SECRET_KEY, AES-256-GCM). */
    secrets: TSecretBox;
    /** Every registered route (method, url, schema), in registration order. */
    routeCatalog: TRouteEntry[];
  }
  interface FastifyRequest {
    /** The signed-in user, or null; set by the sessions plugin before validation. */
    currentUser: TSessionUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call: set by `defineRoute` from the endpoint definition. */
    access?: TEndpointAccess;
    /** The contract definition the route was registered from (`defineRoute`). */
    endpoint?: TEndpointDefinition;
    /** An /api/admin route called before sign-in completes (the e-mailed code). */
    signedOut?: boolean;
  }
}
