import type {
  TNewsletterContent,
  TNewsletterIssue,
  TNewsletterIssueUpdate,
  TNewsletterKind,
} from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { newsletterIssues } from '../../db/schema';
import { recordHistory } from '../history';
import { assertEditable, presentIssue, readIssueRow } from './issue-rows';

/** What an issue's history keeps of it (the content and where it stands). */
export const issueSnapshot = (row: typeof newsletterIssues.$inferSelect) => ({
  locale: row.locale,
  subject: row.subject,
  intro: row.intro,
  items: row.items,
  status: row.status,
  send_at: row.sendAt?.toISOString() ?? null,
  version: row.version,
});

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
  await recordHistory(db, {
    subjectType: 'newsletter_issue',
    subjectId: row.id,
    action: 'create',
    actorId,
    after: issueSnapshot(row),
  });
  return presentIssue(row);
}

/** Only a draft changes; a scheduled issue is taken back to draft first (unschedule). */
export async function updateIssue(
  db: TDbOrTx,
  actorId: number | null,
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
  await recordHistory(db, {
    subjectType: 'newsletter_issue',
    subjectId: id,
    action: 'update',
    actorId,
    before: issueSnapshot(row),
    after: issueSnapshot(updated),
  });
  return presentIssue(updated);
}

export async function deleteIssue(db: TDbOrTx, actorId: number | null, id: number): Promise<void> {
  const row = await readIssueRow(db, id, true);
  assertEditable(row, row.version, ['draft']);
  await db.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
  await recordHistory(db, {
    subjectType: 'newsletter_issue',
    subjectId: id,
    action: 'delete',
    actorId,
    before: issueSnapshot(row),
  });
}
