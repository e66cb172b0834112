import type { TAdmin } from '@newsroom/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { adminTerritories, type TUserRow, users } from '../../db/schema';

/** An admin as the admins screen shows it: invited until a password is chosen. */
export function presentAdmin(
  row: TUserRow,
  territories: { regionId: number | null; countryId: number | null }[],
): TAdmin {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    group: (row.adminGroup ?? null) as TAdmin['group'],
    territories: {
      region_ids: territories.flatMap((t) => (t.regionId ? [t.regionId] : [])),
      country_ids: territories.flatMap((t) => (t.countryId ? [t.countryId] : [])),
    },
    last_sign_in_at: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    status: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    version: row.version,
  };
}

async function territoriesOf(db: TDbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(adminTerritories).where(inArray(adminTerritories.adminId, ids));
}

export async function listAdmins(db: TDbOrTx): Promise<{ admins: TAdmin[] }> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.userRole, 'admin'))
    .orderBy(asc(users.email));
  const territories = await territoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    admins: rows.map((row) =>
      presentAdmin(
        row,
        territories.filter((t) => t.adminId === row.id),
      ),
    ),
  };
}

export async function getAdmin(db: TDbOrTx, id: number): Promise<TAdmin | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (row?.userRole !== 'admin') return null;
  return presentAdmin(row, await territoriesOf(db, [id]));
}

/** Replaces the admin's territories; they only mean something for territorial managers. */
export async function setTerritories(
  db: TDbOrTx,
  adminId: number,
  territories: { region_ids: number[]; country_ids: number[] },
) {
  await db.delete(adminTerritories).where(eq(adminTerritories.adminId, adminId));
  const rows = [
    ...[...new Set(territories.region_ids)].map((regionId) => ({ adminId, regionId })),
    ...[...new Set(territories.country_ids)].map((countryId) => ({ adminId, countryId })),
  ];
  if (rows.length) await db.insert(adminTerritories).values(rows);
}
