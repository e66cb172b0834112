import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export async function findUserByEmail(db: TDbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: TDbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
