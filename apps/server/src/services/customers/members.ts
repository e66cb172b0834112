import type { TMemberInvite, TMemberList } from '@newsroom/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { enqueue } from '../../outbox/enqueue';
import { accountMailJob } from './account-mail-job';
import { companyOf } from './company-of';
import { recordCustomerChange } from './customer-history';
import type { TActor } from './scope';

async function membersOf(db: TDbOrTx, companyId: number): Promise<TMemberList> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(sql`${users.id} = ${company.ownerId ?? 0} DESC`, asc(users.lastName), asc(users.id));
  return {
    company: { id: company.id, name: company.name, version: company.version },
    members: rows.map((row) => ({
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      status: row.confirmed ? (row.customerType ?? 'new') : 'unconfirmed',
      is_owner: row.id === company.ownerId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export async function listMembers(db: TDbOrTx, actor: TActor, customerId: number) {
  const { companyId } = await companyOf(db, actor, customerId);
  return membersOf(db, companyId);
}

/**
 * A new member joins active (the company is a customer already) with the company's country and
 * an unconfirmed address; the invitation mail lets them choose a password, which confirms it.
 */
export async function inviteMember(
  db: TDbOrTx,
  actor: TActor,
  customerId: number,
  member: TMemberInvite['member'],
  now: Date,
): Promise<TMemberList> {
  const { customer, companyId } = await companyOf(db, actor, customerId);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${member.email}`);
  if (taken) throw new HttpError(422, 'taken', 'member.email', 'This e-mail has an account');
  const [row] = await db
    .insert(users)
    .values({
      email: member.email,
      firstName: member.first_name,
      lastName: member.last_name,
      userRole: 'customer',
      customerType: 'active',
      confirmed: false,
      companyId,
      countryId: customer.countryId,
      locale: customer.locale,
      accountManagerId: customer.accountManagerId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  await enqueue(db, accountMailJob, { userId: row?.id ?? 0, kind: 'member_invitation' as const });
  await recordCustomerChange(db, actor, customerId, 'invite_member', { email: member.email });
  return membersOf(db, companyId);
}

export async function removeMember(
  db: TDbOrTx,
  actor: TActor,
  ids: { customerId: number; memberId: number },
  now: Date,
): Promise<TMemberList> {
  const { companyId } = await companyOf(db, actor, ids.customerId);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (company?.ownerId === ids.memberId)
    throw new HttpError(422, 'invalid', 'member_id', 'Make another member the owner first');
  const [removed] = await db
    .update(users)
    .set({ companyId: null, version: sql`${users.version} + 1`, updatedAt: now })
    .where(and(eq(users.id, ids.memberId), eq(users.companyId, companyId)))
    .returning({ email: users.email });
  if (!removed) throw notFound();
  await recordCustomerChange(db, actor, ids.customerId, 'remove_member', { email: removed.email });
  return membersOf(db, companyId);
}

export async function changeOwner(
  db: TDbOrTx,
  actor: TActor,
  customerId: number,
  change: { member_id: number; version: number },
  now: Date,
): Promise<TMemberList> {
  const { companyId } = await companyOf(db, actor, customerId);
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) throw notFound();
  if (company.version !== change.version) throw conflict();
  const [member] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, change.member_id), eq(users.companyId, companyId)));
  if (!member) throw new HttpError(422, 'invalid', 'member_id', 'Not a member of this company');
  await db
    .update(companies)
    .set({ ownerId: member.id, version: sql`${companies.version} + 1`, updatedAt: now })
    .where(eq(companies.id, companyId));
  await recordCustomerChange(db, actor, customerId, 'change_owner', { email: member.email });
  return membersOf(db, companyId);
}
