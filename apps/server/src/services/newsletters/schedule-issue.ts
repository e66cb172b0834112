import type { TNewsletterIssue } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { newsletterIssues } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { enqueue } from '../../outbox';
import { recordHistory } from '../history';
import { assertEditable, presentIssue, readIssueRow } from './issue-rows';
import { issueSnapshot } from './save-issue';
import { startIssueJob } from './start-issue-job';
import { countAudience } from './subscriptions';

/** A send time this far in the past is taken as a mistake, not as "now". */
const PAST_SLACK_MS = 60_000;

/**
 * Schedules a draft (or sends it now: `send_at` null). The start job is queued in the same
 * transaction for that moment; it lists the recipients when it runs, so subscriptions changed
 * meanwhile count. `expected_recipients` (the count the confirmation showed) must still hold.
 */
export async function scheduleIssue(
  db: TDbOrTx,
  id: number,
  input: { version: number; send_at: string | null; expected_recipients?: number },
  now: Date,
  actorId: number | null = null,
): Promise<TNewsletterIssue> {
  const row = await readIssueRow(db, id, true);
  assertEditable(row, input.version, ['draft']);
  if (row.items.length === 0) {
    throw new HttpError(422, 'invalid', 'items', 'Pick at least one item before sending.');
  }
  const sendAt = input.send_at ? new Date(input.send_at) : now;
  if (sendAt.getTime() < now.getTime() - PAST_SLACK_MS) {
    throw new HttpError(422, 'invalid', 'send_at', 'Choose a time in the future.');
  }
  if (input.expected_recipients !== undefined) {
    const count = await countAudience(db, row.kind, row.locale);
    if (count !== input.expected_recipients) {
      throw new HttpError(
        409,
        'count_mismatch',
        'expected_recipients',
        `The issue would now reach ${count} recipients, not ${input.expected_recipients}.`,
      );
    }
  }
  const [updated] = await db
    .update(newsletterIssues)
    .set({
      status: 'scheduled',
      sendAt,
      version: sql`${newsletterIssues.version} + 1`,
      updatedAt: now,
    })
    .where(eq(newsletterIssues.id, id))
    .returning();
  if (!updated) throw new Error('update returned no row');
  await recordHistory(db, {
    subjectType: 'newsletter_issue',
    subjectId: id,
    action: input.send_at ? 'schedule' : 'send_now',
    actorId,
    before: issueSnapshot(row),
    after: issueSnapshot(updated),
  });
  await enqueue(
    db,
    startIssueJob,
    { issueId: id, sendAt: sendAt.toISOString() },
    { runAt: sendAt },
  );
  return presentIssue(updated);
}

/** Back to draft; the queued start job finds it no longer scheduled and does nothing. */
export async function unscheduleIssue(
  db: TDbOrTx,
  id: number,
  version: number,
  now: Date,
  actorId: number | null = null,
): Promise<TNewsletterIssue> {
  const row = await readIssueRow(db, id, true);
  assertEditable(row, version, ['scheduled']);
  const [updated] = await db
    .update(newsletterIssues)
    .set({
      status: 'draft',
      sendAt: null,
      version: sql`${newsletterIssues.version} + 1`,
      updatedAt: now,
    })
    .where(eq(newsletterIssues.id, id))
    .returning();
  if (!updated) throw new Error('update returned no row');
  await recordHistory(db, {
    subjectType: 'newsletter_issue',
    subjectId: id,
    action: 'unschedule',
    actorId,
    before: issueSnapshot(row),
    after: issueSnapshot(updated),
  });
  return presentIssue(updated);
}
