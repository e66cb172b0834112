import type { TAdmin, TAdminInvite, TAdminUpdate } from '@newsroom/contract';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { countries, regions, type TUserRow, users } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { enqueue } from '../../outbox/enqueue';
import { deleteUserSessions, sessionCache } from '../auth';
import { accountMailJob, type TActor } from '../customers';
import { recordHistory } from '../history';
import { getAdmin, setTerritories } from './admins';

const refused = (field: string, message: string) => new HttpError(422, 'invalid', field, message);

async function lockAdmin(db: TDbOrTx, id: number, version?: number): Promise<TUserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (row?.userRole !== 'admin') throw notFound();
  if (version !== undefined && row.version !== version) throw conflict();
  return row;
}

/** Whether another enabled super admin remains (their rows locked, so two cannot race). */
async function anotherActiveSuperAdmin(db: TDbOrTx, id: number) {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userRole, 'admin'),
        eq(users.adminGroup, 'super_admin'),
        isNull(users.disabledAt),
        ne(users.id, id),
      ),
    )
    .for('update');
  return others.length > 0;
}

async function assertTerritoriesExist(
  db: TDbOrTx,
  t: { region_ids: number[]; country_ids: number[] },
) {
  const regionIds = [...new Set(t.region_ids)];
  const countryIds = [...new Set(t.country_ids)];
  if (regionIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(regions)
      .where(inArray(regions.id, regionIds));
    if (found?.n !== regionIds.length) throw refused('admin.territories', 'Unknown region');
  }
  if (countryIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(countries)
      .where(inArray(countries.id, countryIds));
    if (found?.n !== countryIds.length) throw refused('admin.territories', 'Unknown country');
  }
}

const present = async (db: TDbOrTx, id: number) => (await getAdmin(db, id)) as TAdmin;

const log = (
  db: TDbOrTx,
  actor: TActor,
  id: number,
  action: string,
  before?: unknown,
  after?: unknown,
) =>
  recordHistory(db, {
    subjectType: 'admin',
    subjectId: id,
    action,
    actorId: actor.id,
    before,
    after,
  });

/** The admin as saved, with the history row of `action` (`before`: as they were). */
async function savedAs(db: TDbOrTx, actor: TActor, id: number, action: string, before?: TAdmin) {
  const after = await present(db, id);
  await log(db, actor, id, action, before, after);
  return after;
}

/** A new admin without a password: the mailed link (7 days) lets them choose one. */
export async function inviteAdmin(
  db: TDbOrTx,
  actor: TActor,
  input: TAdminInvite['admin'],
  now: Date,
): Promise<TAdmin> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  if (taken) throw new HttpError(422, 'taken', 'admin.email', 'This e-mail has an account');
  await assertTerritoriesExist(db, input.territories);
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      userRole: 'admin',
      adminGroup: input.group,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const id = (row as TUserRow).id;
  await setTerritories(db, id, input.territories);
  await enqueue(db, accountMailJob, { userId: id, kind: 'admin_invitation' as const });
  return savedAs(db, actor, id, 'invite');
}

/** Group and territories; never one's own group, never the last enabled super admin's. */
export async function updateAdmin(
  db: TDbOrTx,
  actor: TActor,
  id: number,
  change: TAdminUpdate['admin'],
  now: Date,
): Promise<TAdmin> {
  const row = await lockAdmin(db, id, change.version);
  const demoted = row.adminGroup === 'super_admin' && change.group !== 'super_admin';
  if (id === actor.id && change.group !== row.adminGroup)
    throw refused('admin.group', 'You cannot change your own group');
  if (demoted && !row.disabledAt && !(await anotherActiveSuperAdmin(db, id)))
    throw refused('admin.group', 'The last super admin stays a super admin');
  await assertTerritoriesExist(db, change.territories);
  const before = await present(db, id);
  await db
    .update(users)
    .set({ adminGroup: change.group, version: sql`${users.version} + 1`, updatedAt: now })
    .where(eq(users.id, id));
  await setTerritories(db, id, change.territories);
  sessionCache.forgetUser(id);
  return savedAs(db, actor, id, 'update', before);
}

/** Disable (ending every session at once), enable again, or end every session. */
export async function changeAdminAccess(
  db: TDbOrTx,
  actor: TActor,
  id: number,
  version: number,
  action: 'disable' | 'enable' | 'end_sessions',
  now: Date,
): Promise<TAdmin> {
  const row = await lockAdmin(db, id, version);
  if (action === 'disable') {
    if (id === actor.id) throw refused('id', 'You cannot disable yourself');
    if (row.disabledAt) throw refused('status', 'Already disabled');
    if (row.adminGroup === 'super_admin' && !(await anotherActiveSuperAdmin(db, id)))
      throw refused('id', 'The last super admin cannot be disabled');
  }
  if (action === 'enable' && !row.disabledAt) throw refused('status', 'Not disabled');
  if (action !== 'end_sessions') {
    await db
      .update(users)
      .set({
        disabledAt: action === 'disable' ? now : null,
        version: sql`${users.version} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, id));
  }
  if (action !== 'enable') await deleteUserSessions(db, id);
  const after = await present(db, id);
  await log(db, actor, id, action, undefined, { status: after.status });
  return after;
}
