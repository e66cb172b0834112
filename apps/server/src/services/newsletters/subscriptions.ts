import type { TNewsletterKind, TNewsletterSubscription } from '@newsroom/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { newsletterSubscriptions, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';

async function assertCustomer(db: TDbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userRole, 'customer')));
  if (!row) throw notFound();
}

export async function readSubscriptions(db: TDbOrTx, customerId: number) {
  await assertCustomer(db, customerId);
  const rows = await db
    .select({ kind: newsletterSubscriptions.kind, locale: newsletterSubscriptions.locale })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.customerId, customerId))
    .orderBy(asc(newsletterSubscriptions.kind), asc(newsletterSubscriptions.locale));
  return { subscriptions: rows };
}

/** The customer's whole set, as the customer page edits it (kept ones keep their date). */
export async function replaceSubscriptions(
  db: TDbOrTx,
  customerId: number,
  wanted: TNewsletterSubscription[],
) {
  await assertCustomer(db, customerId);
  await db.delete(newsletterSubscriptions).where(
    and(
      eq(newsletterSubscriptions.customerId, customerId),
      wanted.length
        ? sql`(${newsletterSubscriptions.kind}, ${newsletterSubscriptions.locale}) not in (${sql.join(
            wanted.map((s) => sql`(${s.kind}, ${s.locale})`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  if (wanted.length) {
    await db
      .insert(newsletterSubscriptions)
      .values(wanted.map((s) => ({ customerId, kind: s.kind, locale: s.locale })))
      .onConflictDoNothing();
  }
  return readSubscriptions(db, customerId);
}

/** The unsubscribe link: removes that one subscription; true when there was one. */
export async function unsubscribe(
  db: TDbOrTx,
  claim: { customerId: number; kind: TNewsletterKind; locale: string },
) {
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.customerId, claim.customerId),
        eq(newsletterSubscriptions.kind, claim.kind),
        eq(newsletterSubscriptions.locale, claim.locale),
      ),
    )
    .returning({ kind: newsletterSubscriptions.kind });
  return removed.length > 0;
}

/** Who an issue reaches: active customers subscribed to its kind and locale. */
export function audienceWhere(kind: TNewsletterKind, locale: string) {
  return and(
    eq(newsletterSubscriptions.kind, kind),
    eq(newsletterSubscriptions.locale, locale),
    eq(users.userRole, 'customer'),
    isNull(users.disabledAt),
    isNull(users.deactivatedAt),
  );
}

export async function countAudience(db: TDbOrTx, kind: TNewsletterKind, locale: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .innerJoin(users, eq(users.id, newsletterSubscriptions.customerId))
    .where(audienceWhere(kind, locale));
  return Number(row?.count ?? 0);
}
