import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import {
  adminTerritories,
  billingProfiles,
  countries,
  liveEvents,
  planningEntries,
  users,
  videoProjects,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** Counting stops here: "1,000+ videos" says enough and keeps a removal cheap on big tables. */
const COUNT_CAP = 1000;

type TUse = { table: PgTable; where: SQL; one: string; many: string };

async function countUpTo(db: TDbOrTx, use: TUse) {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${use.table} where ${use.where} limit ${COUNT_CAP + 1}) as uses`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** "3 videos, 1 live event and 2 customers", or null when nothing uses it. */
async function describeUses(db: TDbOrTx, uses: TUse[]): Promise<string | null> {
  const parts: string[] = [];
  for (const use of uses) {
    const n = await countUpTo(db, use);
    if (!n) continue;
    const shown = n > COUNT_CAP ? `${COUNT_CAP.toLocaleString('en')}+` : String(n);
    parts.push(`${shown} ${n === 1 ? use.one : use.many}`);
  }
  if (!parts.length) return null;
  const last = parts.pop();
  return parts.length ? `${parts.join(', ')} and ${last}` : (last ?? null);
}

/** A place in use is not removed: the 409 says by what, and that disabling is the way. */
async function refuseWhenUsed(db: TDbOrTx, what: string, uses: TUse[]) {
  const usedBy = await describeUses(db, uses);
  if (usedBy)
    throw new HttpError(
      409,
      'in_use',
      undefined,
      `${what} is used by ${usedBy}: disable it instead, so it is no longer offered.`,
    );
}

export const refuseContentCountryInUse = (db: TDbOrTx, id: number, name: string) =>
  refuseWhenUsed(db, `“${name}”`, [
    { table: videoProjects, where: eq(videoProjects.countryId, id), one: 'video', many: 'videos' },
    {
      table: liveEvents,
      where: eq(liveEvents.countryId, id),
      one: 'live event',
      many: 'live events',
    },
    {
      table: planningEntries,
      where: eq(planningEntries.countryId, id),
      one: 'planning entry',
      many: 'planning entries',
    },
    { table: users, where: eq(users.countryId, id), one: 'customer', many: 'customers' },
    {
      table: adminTerritories,
      where: eq(adminTerritories.countryId, id),
      one: "territorial manager's territory",
      many: "territorial managers' territories",
    },
  ]);

export const refuseRegionInUse = (db: TDbOrTx, id: number, name: string) =>
  refuseWhenUsed(db, `“${name}”`, [
    { table: countries, where: eq(countries.regionId, id), one: 'country', many: 'countries' },
    { table: videoProjects, where: eq(videoProjects.regionId, id), one: 'video', many: 'videos' },
    {
      table: liveEvents,
      where: eq(liveEvents.regionId, id),
      one: 'live event',
      many: 'live events',
    },
    {
      table: planningEntries,
      where: eq(planningEntries.regionId, id),
      one: 'planning entry',
      many: 'planning entries',
    },
    {
      table: adminTerritories,
      where: eq(adminTerritories.regionId, id),
      one: "territorial manager's territory",
      many: "territorial managers' territories",
    },
  ]);

export const refuseBusinessCountryInUse = (db: TDbOrTx, code: string, name: string) =>
  refuseWhenUsed(db, `“${name}”`, [
    {
      table: billingProfiles,
      where: eq(billingProfiles.countryCode, code),
      one: "company account's billing",
      many: "company accounts' billing",
    },
  ]);
