import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outbox } from '../../src/db/schema';
import { createOutboxWorker, defineJob, enqueue, type TOutboxContext } from '../../src/outbox';
import { sendMailJob } from '../../src/services/mail/send-mail-job';
import { createTestApp, readOutbox, type TTestApp } from '../support';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ran: number[] = [];
const recordJob = defineJob({
  kind: 'test.record',
  payload: z.object({ n: z.number() }),
  handle: async ({ n }) => {
    ran.push(n);
  },
});
let flakyFailures = 0;
const flakyJob = defineJob({
  kind: 'test.flaky',
  payload: z.object({ failTimes: z.number() }),
  maxAttempts: 3,
  handle: async ({ failTimes }) => {
    if (flakyFailures < failTimes) {
      flakyFailures++;
      throw new Error(`engine down (${flakyFailures})`);
    }
  },
});

/** A worker of its own over the test database, with a clock the test moves. */
function testWorker(clock: { now: Date }) {
  const context = {
    ...({} as TOutboxContext),
    db: t.db,
    now: () => clock.now,
    log: t.app.log,
  } satisfies Partial<TOutboxContext> as TOutboxContext;
  return createOutboxWorker({
    jobs: [recordJob, flakyJob],
    context,
    baseBackoffMs: 60_000,
    random: () => 1,
  });
}

const jobRow = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('the outbox', () => {
  it('runs a job only when the transaction that wrote it committed, and runs it once', async () => {
    ran.length = 0;
    const worker = testWorker({ now: new Date() });
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, recordJob, { n: 1 });
        throw new Error('the change failed');
      })
      .catch(() => {});
    const id = await t.db.transaction((tx) => enqueue(tx, recordJob, { n: 2 }));
    await worker.drain();
    await worker.drain();
    expect(ran).toEqual([2]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing job later with a growing delay, then leaves it failed with its error', async () => {
    flakyFailures = 0;
    const clock = { now: new Date('2030-01-01T00:00:00Z') };
    const worker = testWorker(clock);
    const id = await t.db.transaction((tx) => enqueue(tx, flakyJob, { failTimes: 5 }));
    await worker.drain();
    const first = await jobRow(id);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'engine down (1)' });
    expect(first?.runAt?.toISOString()).toBe('2030-01-01T00:01:00.000Z');

    await worker.drain();
    expect((await jobRow(id))?.attempts).toBe(1);
    clock.now = new Date('2030-01-01T00:01:00Z');
    await worker.drain();
    const second = await jobRow(id);
    expect(second).toMatchObject({ state: 'pending', attempts: 2, lastError: 'engine down (2)' });
    expect(second?.runAt?.toISOString()).toBe('2030-01-01T00:03:00.000Z');

    clock.now = new Date('2030-01-01T00:03:00Z');
    await worker.drain();
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'engine down (3)',
    });
    clock.now = new Date('2030-01-02T00:00:00Z');
    await worker.drain();
    expect(flakyFailures).toBe(3);
  });

  it('succeeds on a retry', async () => {
    flakyFailures = 0;
    const clock = { now: new Date('2031-01-01T00:00:00Z') };
    const worker = testWorker(clock);
    const id = await t.db.transaction((tx) => enqueue(tx, flakyJob, { failTimes: 1 }));
    await worker.drain();
    clock.now = new Date('2031-01-01T01:00:00Z');
    await worker.drain();
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('gives every job to exactly one of several workers running at once', async () => {
    ran.length = 0;
    const ids = await t.db.transaction(async (tx) => {
      const written: number[] = [];
      for (let n = 100; n < 140; n++) written.push(await enqueue(tx, recordJob, { n }));
      return written;
    });
    const clock = { now: new Date() };
    const workers = [testWorker(clock), testWorker(clock), testWorker(clock)];
    await Promise.all(workers.map((worker) => worker.drain()));
    expect([...ran].sort((a, b) => a - b)).toEqual(ids.map((_, i) => 100 + i));
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'test.record'));
    expect(rows.filter((row) => row.payload && (row.payload as { n: number }).n >= 100)).toSatisfy(
      (list: { state: string; attempts: number }[]) =>
        list.every((row) => row.state === 'done' && row.attempts === 1),
    );
  });

  it('takes back a job whose worker died while holding it, once its lease ran out', async () => {
    ran.length = 0;
    const clock = { now: new Date() };
    const id = await t.db.transaction((tx) => enqueue(tx, recordJob, { n: 7 }));
    const lease = new Date(clock.now.getTime() + 300_000);
    await t.db.update(outbox).set({ lockedUntil: lease, attempts: 1 }).where(eq(outbox.id, id));
    const worker = testWorker(clock);
    await worker.drain();
    expect(ran).toEqual([]);
    clock.now = new Date(lease.getTime() + 1);
    await worker.drain();
    expect(ran).toEqual([7]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('renews the lease of a job while it runs, so a live worker keeps a long job', async () => {
    let finish = () => {};
    let started = () => {};
    const running = new Promise<void>((done) => {
      started = done;
    });
    const longJob = defineJob({
      kind: 'test.long',
      payload: z.object({}),
      handle: () =>
        new Promise<void>((done) => {
          finish = done;
          started();
        }),
    });
    const context = { ...({} as TOutboxContext), db: t.db, now: () => new Date(), log: t.app.log };
    const worker = createOutboxWorker({ jobs: [longJob], context, leaseMs: 1_500 });
    const id = await t.db.transaction((tx) => enqueue(tx, longJob, {}));
    const draining = worker.drain();
    await running;
    const first = (await jobRow(id))?.lockedUntil?.getTime() ?? 0;
    // Past the first lease: renewed meanwhile, so still this worker's.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const renewed = (await jobRow(id))?.lockedUntil?.getTime() ?? 0;
    expect(renewed).toBeGreaterThan(first);
    expect(renewed).toBeGreaterThan(Date.now());
    finish();
    await draining;
    expect(await jobRow(id)).toMatchObject({ state: 'done', lockedUntil: null, attempts: 1 });
  });

  it('delivers mail enqueued through app.transact after the commit', async () => {
    await t.app.transact((tx) =>
      enqueue(tx, sendMailJob, { to: 'desk@atlas.test', subject: 'Hello', text: 'Body' }),
    );
    await t.app.outbox.drain();
    expect(readOutbox(t.dataDir).map((mail) => [mail.to, mail.subject])).toEqual([
      ['desk@atlas.test', 'Hello'],
    ]);
  });
});
