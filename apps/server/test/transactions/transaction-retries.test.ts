import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTransaction } from '../../src/db/transaction';
import { createEvent } from '../live-events/helpers';
import { LIVE, signedInApp } from '../support';

const t = signedInApp('live_admin');
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  // A sequence counts the tries: nextval is not undone when the transaction is.
  await t.db.execute(sql`CREATE SEQUENCE test_tries`);
  await t.db.execute(sql`
    CREATE FUNCTION test_refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE try bigint := nextval('test_tries');
    BEGIN
      IF NEW.title = 'always refused' THEN
        RAISE EXCEPTION 'could not serialize access' USING ERRCODE = '40001';
      END IF;
      IF NEW.title = 'refused once' AND try % 2 = 1 THEN
        RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01';
      END IF;
      RETURN NEW;
    END $$`);
  await t.db.execute(sql`
    CREATE TRIGGER test_refuse_event BEFORE UPDATE ON live_events
    FOR EACH ROW EXECUTE FUNCTION test_refuse_event()`);
});

async function tries() {
  const result = await t.db.execute(sql`select last_value::int as n from test_tries`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function rename(title: string) {
  const event = await createEvent(t, t.cookie);
  await t.db.execute(sql`select setval('test_tries', 1, false)`);
  return t.send('PATCH', `${LIVE}/events/${event.slug}`, {
    event: { version: event.version, title },
  });
}

describe('a write PostgreSQL gives up on', () => {
  it('is run again and succeeds after a deadlock', async () => {
    const response = await rename('refused once');
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('refused once');
    expect(await tries()).toBe(2);
  });

  it('answers 409 write_conflict with an errors array after the retries, never 500', async () => {
    const response = await rename('always refused');
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      {
        code: 'write_conflict',
        message: 'Someone else was changing the same records at that moment. Please try again.',
      },
    ]);
    expect(await tries()).toBe(4);
  });
});

describe.runIf(onPostgres)('a real deadlock on PostgreSQL', () => {
  it('is detected, and the transaction PostgreSQL chose as victim runs again and commits', async () => {
    const a = await createEvent(t, t.cookie, { title: 'Deadlock A' });
    const b = await createEvent(t, t.cookie, { title: 'Deadlock B' });
    let firstLocks = 0;
    let release: () => void = () => {};
    const bothHoldTheirFirstLock = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs = { ab: 0, ba: 0 };
    // Each locks one event, waits until the other holds its own, then asks for the other's.
    const crossing = (first: number, second: number, key: 'ab' | 'ba') =>
      runTransaction(t.db, async (tx) => {
        runs[key]++;
        await tx.execute(sql`select id from live_events where id = ${first} for update`);
        if (runs[key] === 1) {
          firstLocks++;
          if (firstLocks === 2) release();
          await bothHoldTheirFirstLock;
        }
        await tx.execute(sql`select id from live_events where id = ${second} for update`);
        return key;
      });
    const results = await Promise.all([crossing(a.id, b.id, 'ab'), crossing(b.id, a.id, 'ba')]);
    expect(results).toEqual(['ab', 'ba']);
    // PostgreSQL aborted exactly one of them with 40P01; the helper ran that one again.
    expect(runs.ab + runs.ba).toBe(3);
  });
});
