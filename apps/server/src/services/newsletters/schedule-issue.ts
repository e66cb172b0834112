import type { TNewsletterIssue } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { enqueue } from '../../outbox';
import { changeIssue } from './issue-change';
import { assertEditable, presentIssue, readIssueRow } from './issue-rows';
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
  const action = input.send_at ? 'schedule' : 'send_now';
  const updated = await changeIssue(
    db,
    row,
    { status: 'scheduled', sendAt },
    { action, actorId },
    now,
  );
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
  const set = { status: 'draft' as const, sendAt: null };
  return presentIssue(await changeIssue(db, row, set, { action: 'unschedule', actorId }, now));
}
