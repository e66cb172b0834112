import type { TCustomer } from '@newsroom/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { companies, countries, regions, users } from '../../db/schema';
import { personName } from '../../lib/person-name';

const manager = alias(users, 'manager');

/** The customer's own columns an answer shows (not the password hash or the search text). */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  jobTitle: users.jobTitle,
  companyId: users.companyId,
  countryId: users.countryId,
  locale: users.locale,
  customerType: users.customerType,
  confirmed: users.confirmed,
  deactivatedAt: users.deactivatedAt,
  deactivationReason: users.deactivationReason,
  accountManagerId: users.accountManagerId,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  version: users.version,
};

/** The columns a customer is shown with, from the joins of `selectCustomers`. */
const customerColumns = {
  user: userColumns,
  companyName: companies.name,
  ownerId: companies.ownerId,
  countryCode: countries.code,
  countryName: countries.name,
  regionId: regions.id,
  regionName: regions.name,
  managerFirst: manager.firstName,
  managerLast: manager.lastName,
  managerEmail: manager.email,
};

/**
 * A select of customers with company, country, region and account manager beside each, and
 * `total` when given (a list's count in the page's own statement: one round trip, not two).
 */
export function selectCustomers(db: TDbOrTx, total?: SQL<number>) {
  return db
    .select({ ...customerColumns, total: total ?? sql<null>`NULL::int` })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(regions, eq(regions.id, countries.regionId))
    .leftJoin(manager, eq(manager.id, users.accountManagerId));
}

type TCustomerSelectRow = Awaited<
  ReturnType<ReturnType<typeof selectCustomers>['execute']>
>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentCustomer(row: TCustomerSelectRow): TCustomer {
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    phone: u.phone,
    job_title: u.jobTitle,
    company: u.companyId && row.companyName ? { id: u.companyId, name: row.companyName } : null,
    is_owner: u.companyId !== null && row.ownerId === u.id,
    country:
      u.countryId && row.countryCode
        ? { id: u.countryId, code: row.countryCode, name: row.countryName ?? row.countryCode }
        : null,
    region: row.regionId && row.regionName ? { id: row.regionId, name: row.regionName } : null,
    locale: u.locale,
    status: (u.customerType ?? 'new') as TCustomer['status'],
    email_confirmed: u.confirmed,
    deactivated_at: iso(u.deactivatedAt),
    deactivation_reason: u.deactivationReason,
    account_manager: u.accountManagerId
      ? {
          id: u.accountManagerId,
          // As the account managers list names them: the name, else the e-mail.
          name: personName(row.managerFirst, row.managerLast) || (row.managerEmail ?? ''),
        }
      : null,
    created_at: u.createdAt.toISOString(),
    last_sign_in_at: iso(u.lastSignInAt),
    version: u.version,
  };
}
