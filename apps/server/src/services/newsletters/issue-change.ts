import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { newsletterIssues } from '../../db/schema';
import { recordHistory } from '../history';
import type { TIssueRow } from './issue-rows';

/** What an issue's history keeps of it (the content and where it stands). */
export const issueSnapshot = (row: TIssueRow) => ({
  locale: row.locale,
  subject: row.subject,
  intro: row.intro,
  items: row.items,
  status: row.status,
  send_at: row.sendAt?.toISOString() ?? null,
  version: row.version,
});

/**
 * Saves `set` on an issue read with its lock as the next version, with the history row of
 * `action`: what it was and what it is now. Answers the saved row.
 */
export async function changeIssue(
  db: TDbOrTx,
  row: TIssueRow,
  set: Partial<typeof newsletterIssues.$inferInsert>,
  history: { action: string; actorId: number | null },
  now: Date,
): Promise<TIssueRow> {
  const [updated] = await db
    .update(newsletterIssues)
    .set({ ...set, version: sql`${newsletterIssues.version} + 1`, updatedAt: now })
    .where(eq(newsletterIssues.id, row.id))
    .returning();
  if (!updated) throw new Error('update returned no row');
  await recordHistory(db, {
    subjectType: 'newsletter_issue',
    subjectId: row.id,
    ...history,
    before: issueSnapshot(row),
    after: issueSnapshot(updated),
  });
  return updated;
}
