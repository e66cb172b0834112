import type {
  TNewsletterContent,
  TNewsletterIssue,
  TNewsletterIssueUpdate,
  TNewsletterKind,
} from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { newsletterIssues } from '../../db/schema';
import { assertEditable, presentIssue, readIssueRow } from './issue-rows';

export async function createIssue(
  db: TDbOrTx,
  actorId: number | null,
  kind: TNewsletterKind,
  content: TNewsletterContent,
  now: Date,
): Promise<TNewsletterIssue> {
  const [row] = await db
    .insert(newsletterIssues)
    .values({ kind, ...content, createdBy: actorId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return presentIssue(row);
}

/** Only a draft changes; a scheduled issue is taken back to draft first (unschedule). */
export async function updateIssue(
  db: TDbOrTx,
  id: number,
  change: TNewsletterIssueUpdate['issue'],
  now: Date,
): Promise<TNewsletterIssue> {
  const row = await readIssueRow(db, id, true);
  assertEditable(row, change.version, ['draft']);
  const { version: _version, ...fields } = change;
  const [updated] = await db
    .update(newsletterIssues)
    .set({ ...fields, version: sql`${newsletterIssues.version} + 1`, updatedAt: now })
    .where(eq(newsletterIssues.id, id))
    .returning();
  if (!updated) throw new Error('update returned no row');
  return presentIssue(updated);
}

export async function deleteIssue(db: TDbOrTx, id: number): Promise<void> {
  const row = await readIssueRow(db, id, true);
  assertEditable(row, row.version, ['draft']);
  await db.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
}
