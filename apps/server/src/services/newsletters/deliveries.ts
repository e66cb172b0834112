import type { TNewsletterDeliveries, TNewsletterDeliveryStatus } from '@newsroom/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { newsletterDeliveries } from '../../db/schema';
import { readIssueRow } from './issue-rows';

/** Per-recipient results of an issue, by id (`after_id` pages on). */
export async function listDeliveries(
  db: TDbOrTx,
  issueId: number,
  query: { status?: TNewsletterDeliveryStatus; after_id?: number; limit: number },
): Promise<TNewsletterDeliveries> {
  await readIssueRow(db, issueId);
  const rows = await db
    .select()
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.issueId, issueId),
        query.status ? eq(newsletterDeliveries.status, query.status) : undefined,
        query.after_id ? gt(newsletterDeliveries.id, query.after_id) : undefined,
      ),
    )
    .orderBy(asc(newsletterDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    deliveries: page.map((row) => ({
      id: row.id,
      customer_id: row.customerId,
      email: row.email,
      status: row.status,
      attempts: row.attempts,
      last_error: row.lastError,
      sent_at: row.sentAt?.toISOString() ?? null,
    })),
    next_after_id: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
