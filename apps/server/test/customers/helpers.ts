import type { TAdminGroup } from '@newsroom/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../src/db/client';
import { companies, countries } from '../../src/db/schema';
import { apiUnder, callsWith, signedInApp, USERS } from '../support';

/** Calls the users API as a signed-in admin; `body` becomes JSON. */
export const usersApi = (app: FastifyInstance, cookie: string) =>
  apiUnder(
    USERS,
    callsWith(() => ({ app, cookie })),
  );

export type TUsersApi = ReturnType<typeof usersApi>;

/** A test file's app with an admin of `group` signed in (signedInApp), and the users API as them. */
export function usersSession(group: TAdminGroup = 'client_desk') {
  const t = signedInApp(group);
  return { t, api: apiUnder(USERS, t.send) };
}

export async function countryIds(db: TDb, codes: string[]): Promise<Record<string, number>> {
  const rows = await db.select().from(countries).where(inArray(countries.code, codes));
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

export async function regionOf(db: TDb, code: string): Promise<number> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  return row?.regionId ?? 0;
}

export async function createCompany(db: TDb, name: string, ownerId?: number) {
  const [row] = await db.insert(companies).values({ name, ownerId }).returning();
  return row as typeof companies.$inferSelect;
}

/** A billing profile that saves: the fewest fields it takes (version 1, the first save). */
export const BILLING = {
  legal_name: 'X',
  address: 'Y',
  country_code: null,
  vat_number: '',
  billing_email: '',
  currency: 'EUR',
  version: 1,
};
