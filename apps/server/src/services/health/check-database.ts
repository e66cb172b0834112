import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

/** Resolves once the database answers a trivial query. */
export async function checkDatabase(db: TDbOrTx) {
  await db.execute(sql`select 1`);
}
