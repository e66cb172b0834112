import type { TPurchase } from '@newsroom/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { purchases, type TPurchaseRow, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { companyOf } from './company-of';
import type { TActor } from './scope';

function presentPurchase(row: TPurchaseRow, buyer: string | null): TPurchase {
  return {
    id: row.id,
    item_type: row.itemType,
    item_id: row.itemId,
    item_title: row.itemTitle,
    buyer,
    price: row.price,
    currency: row.currency,
    purchased_at: row.purchasedAt.toISOString(),
    invoice_number: row.invoiceNumber,
    refunded_at: row.refundedAt ? row.refundedAt.toISOString() : null,
  };
}

export async function listPurchases(
  db: TDbOrTx,
  actor: TActor,
  customerId: number,
  page: { page: number; per_page: number },
) {
  const { companyId } = await companyOf(db, actor, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ purchase: purchases, buyer: users.email })
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId))
      .where(eq(purchases.companyId, companyId))
      .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(purchases).where(eq(purchases.companyId, companyId)),
  ]);
  return {
    purchases: rows.map((row) => presentPurchase(row.purchase, row.buyer)),
    count: total?.n ?? 0,
  };
}

/** Marks the purchase refunded once; a second refund answers 409. */
export async function refundPurchase(
  db: TDbOrTx,
  actor: TActor,
  ids: { customerId: number; purchaseId: number },
  now: Date,
): Promise<TPurchase> {
  const { companyId } = await companyOf(db, actor, ids.customerId);
  const [existing] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, ids.purchaseId), eq(purchases.companyId, companyId)))
    .for('update');
  if (!existing) throw notFound();
  const [row] = await db
    .update(purchases)
    .set({ refundedAt: now })
    .where(and(eq(purchases.id, ids.purchaseId), isNull(purchases.refundedAt)))
    .returning();
  if (!row) throw new HttpError(409, 'conflict', 'purchase_id', 'Already refunded');
  const after = presentPurchase(row, null);
  await recordHistory(db, {
    subjectType: 'customer',
    subjectId: ids.customerId,
    action: 'refund',
    actorId: actor.id,
    after: { invoice_number: after.invoice_number, price: after.price, currency: after.currency },
  });
  return after;
}
