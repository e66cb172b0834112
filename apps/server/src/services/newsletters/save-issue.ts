import type {
  TNewsletterContent,
  TNewsletterIssue,
  TNewsletterIssueUpdate,
  TNewsletterKind,
} from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { newsletterIssues } from '../../db/schema';
import { recordHistory } from '../history';
import { changeIssue, issueSnapshot } from './issue-change';
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
  return presentIssue(await changeIssue(db, row, fields, { action: 'update', actorId }, now));
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
