import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Mailer } from '../adapters/mailer';
import type { MediaStorage } from '../adapters/storage';
import type { StreamingProvider } from '../adapters/streaming';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TTransact } from '../db/transaction';

/** What a job's handler may use: the app's adapters, never an open transaction. */
export type TOutboxContext = {
  db: TDb;
  transact: TTransact;
  mailer: Mailer;
  streaming: StreamingProvider;
  storage: MediaStorage;
  config: TConfig;
  now: () => Date;
  log: FastifyBaseLogger;
};

export type TOutboxJob<TPayload> = {
  /** Stored with each job: `<area>.<what>`, never renamed while jobs of it may wait. */
  kind: string;
  /** Checked when enqueued and again when run (a job may outlive a deploy). */
  payload: z.ZodType<TPayload>;
  /** Tries before the job is left `failed`; 5 by default. */
  maxAttempts?: number;
  /**
   * `background` (default): the worker runs it soon after commit. `await`: the request
   * that enqueued it runs it right after commit and answers once it is done, because the
   * answer shows its outcome; a job that process could not finish is left to the worker.
   */
  afterCommit?: 'background' | 'await';
  /** Does the side effect. Throwing retries the job later (backoff), up to maxAttempts. */
  handle: (payload: TPayload, context: TOutboxContext) => Promise<void>;
};

/** A kind of outbox job; list it in src/outbox/jobs.ts so workers run it. */
export function defineJob<TPayload>(job: TOutboxJob<TPayload>): TOutboxJob<TPayload> {
  return job;
}
