import {
  BRAND_FEATURES,
  type TNewsletterIssue,
  type TNewsletterIssueSummary,
  type TNewsletterProgress,
} from '@newsroom/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { newsletterDeliveries, newsletterIssues } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { readGeneralSettingsRow } from '../settings';

export type TIssueRow = typeof newsletterIssues.$inferSelect;

/** SPEC §1: in the brand without newsletters every newsletter call is refused as not found. */
export async function assertNewslettersBrand(db: TDbOrTx) {
  const settings = await readGeneralSettingsRow(db);
  if (!BRAND_FEATURES[settings.brand].newsletters) {
    throw new HttpError(404, 'not_found', undefined, 'Newsletters are not part of this brand.');
  }
}

const NO_PROGRESS: TNewsletterProgress = { total: 0, sent: 0, failed: 0, left: 0 };

/** Sent, failed and left of each issue, counted from its delivery rows. */
export async function progressOf(
  db: TDbOrTx,
  issueIds: number[],
): Promise<Map<number, TNewsletterProgress>> {
  const progress = new Map<number, TNewsletterProgress>();
  if (issueIds.length === 0) return progress;
  const rows = await db
    .select({
      issueId: newsletterDeliveries.issueId,
      status: newsletterDeliveries.status,
      count: sql<number>`count(*)::int`,
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.issueId, issueIds))
    .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.status);
  for (const row of rows) {
    const entry = progress.get(row.issueId) ?? { ...NO_PROGRESS };
    const count = Number(row.count);
    entry.total += count;
    if (row.status === 'sent') entry.sent += count;
    else if (row.status === 'failed') entry.failed += count;
    else entry.left += count;
    progress.set(row.issueId, entry);
  }
  return progress;
}

export const presentSummary = (
  row: TIssueRow,
  progress: TNewsletterProgress = NO_PROGRESS,
): TNewsletterIssueSummary => ({
  id: row.id,
  kind: row.kind,
  locale: row.locale,
  subject: row.subject,
  status: row.status,
  send_at: row.sendAt?.toISOString() ?? null,
  item_count: row.items.length,
  progress,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
});

export const presentIssue = (row: TIssueRow, progress?: TNewsletterProgress): TNewsletterIssue => ({
  ...presentSummary(row, progress),
  intro: row.intro,
  items: row.items,
  started_at: row.startedAt?.toISOString() ?? null,
  finished_at: row.finishedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function readIssueRow(db: TDbOrTx, id: number, lock = false): Promise<TIssueRow> {
  const query = db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function readIssue(db: TDbOrTx, id: number): Promise<TNewsletterIssue> {
  const row = await readIssueRow(db, id);
  return presentIssue(row, (await progressOf(db, [id])).get(id));
}

/** A kind's issues, newest first (the last 200: older ones are history nobody edits). */
export async function listIssues(db: TDbOrTx, kind: TIssueRow['kind']) {
  const rows = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.kind, kind)))
    .orderBy(desc(newsletterIssues.id))
    .limit(200);
  const progress = await progressOf(
    db,
    rows.filter((row) => row.status === 'sending' || row.status === 'sent').map((row) => row.id),
  );
  return { issues: rows.map((row) => presentSummary(row, progress.get(row.id))) };
}

/** 409 with the reason: a stale version, or an issue past the state the change needs. */
export function assertEditable(row: TIssueRow, version: number, allowed: TIssueRow['status'][]) {
  if (row.version !== version) throw new HttpError(409, 'conflict');
  if (!allowed.includes(row.status)) {
    throw new HttpError(
      409,
      'conflict',
      'status',
      `This issue is ${row.status}; only ${allowed.join(' or ')} issues can be changed so.`,
    );
  }
}
