import { passwordInstructionsJob } from '../services/auth/password-instructions-job';
import { accountMailJob } from '../services/customers/account-mail-job';
import { streamTargetsJob } from '../services/live-events/stream-targets-job';
import { sendMailJob } from '../services/mail/send-mail-job';
import { deliverBatchJob } from '../services/newsletters/deliver-batch-job';
import { startIssueJob } from '../services/newsletters/start-issue-job';
import type { TOutboxJob } from './define-job';

/**
 * Every kind of outbox job the workers run. A new kind is defined beside its area's
 * services with defineJob() and listed here; jobs of a kind no process lists stay pending.
 */
// biome-ignore lint/suspicious/noExplicitAny: jobs of every payload type
export const OUTBOX_JOBS: TOutboxJob<any>[] = [
  sendMailJob,
  streamTargetsJob,
  passwordInstructionsJob,
  accountMailJob,
  startIssueJob,
  deliverBatchJob,
];
