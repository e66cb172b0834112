import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Mailer } from '../adapters/mailer';
import type { MediaStorage } from '../adapters/storage';
import type { StreamingProvider } from '../adapters/streaming';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TTransact } from '../db/transaction';
import type { TSecretBox } from '../lib/secrets';

/** What a job's handler may use: the app's adapters, never an open transaction. */
export type TOutboxContext = {
  db: TDb;
  transact: TTransact;
  mailer: Mailer;
  streaming: StreamingProvider;
  storage: MediaStorage;
  secrets: TSecretBox;
  config: TConfig;
  now: () => Date;
  log: FastifyBaseLogger;
};

export type TJobContext = TOutboxContext & { signal: AbortSignal };

/** Thrown by a job that stopped early because its process is stopping (see `signal`). */
export class JobInterrupted extends Error {
  constructor() {
    super('stopped with the process; another run carries on');
    this.name = 'JobInterrupted';
  }
}

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
  /**
   * Does the side effect. Throwing retries the job later (backoff), up to maxAttempts. A long
   * job watches `signal`: it is aborted when the process stops, and a job that then throws
   * `JobInterrupted` goes back to the queue as it was (no attempt counted) for the next process.
   */
  handle: (payload: TPayload, context: TJobContext) => Promise<void>;
};

/** A kind of outbox job; list it in src/outbox/jobs.ts so workers run it. */
export function defineJob<TPayload>(job: TOutboxJob<TPayload>): TOutboxJob<TPayload> {
  return job;
}
