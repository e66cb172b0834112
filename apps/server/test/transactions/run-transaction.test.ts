import { describe, expect, it } from 'vitest';
import type { TDb } from '../../src/db/client';
import { runTransaction, sqlStateOf } from '../../src/db/transaction';
import { HttpError } from '../../src/lib/http-error';

/** A database whose transactions fail with the given SQLSTATEs, one per try, then succeed. */
function failingDb(codes: string[]) {
  const tries: number[] = [];
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      tries.push(tries.length);
      const code = codes[tries.length - 1];
      // drizzle wraps driver errors; the SQLSTATE sits on the cause.
      if (code) throw Object.assign(new Error('query failed'), { cause: { code } });
      return work({});
    },
  } as unknown as TDb;
  return { db, tries };
}

const noWait = { sleep: async () => {} };

describe('runTransaction', () => {
  it('runs a deadlocked or serialization-failed transaction again and answers its result', async () => {
    const { db, tries } = failingDb(['40P01', '40001']);
    await expect(runTransaction(db, async () => 'saved', noWait)).resolves.toBe('saved');
    expect(tries).toHaveLength(3);
  });

  it('answers 409 write_conflict once the retries are spent, never the database error', async () => {
    const { db, tries } = failingDb(['40001', '40001', '40001', '40001', '40001']);
    const error = await runTransaction(db, async () => 'saved', noWait).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, code: 'write_conflict' });
    expect(tries).toHaveLength(4);
  });

  it('does not retry other failures', async () => {
    const { db, tries } = failingDb(['23505']);
    await expect(runTransaction(db, async () => 'saved', noWait)).rejects.toThrow('query failed');
    expect(tries).toHaveLength(1);
  });

  it('waits a random time that doubles its bound each retry', async () => {
    const { db } = failingDb(['40P01', '40P01', '40P01']);
    const waits: number[] = [];
    await runTransaction(db, async () => 'saved', {
      baseDelayMs: 100,
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(waits).toEqual([50, 100, 200]);
  });

  it('finds the SQLSTATE on the error or its causes only', () => {
    expect(sqlStateOf({ code: '40P01' })).toBe('40P01');
    expect(
      sqlStateOf(new Error('x', { cause: new Error('y', { cause: { code: '40001' } }) })),
    ).toBe('40001');
    expect(sqlStateOf({ code: 'ECONNRESET' })).toBeUndefined();
  });
});
