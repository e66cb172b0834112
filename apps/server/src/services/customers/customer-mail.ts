import type { TDbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { enqueue } from '../../outbox/enqueue';
import { recordHistory } from '../history';
import { accountMailJob } from './account-mail-job';
import { lockCustomer } from './load-customer';
import type { TActor } from './scope';

/** Queues the confirmation mail again, or a password reset link, for the customer. */
export async function mailCustomer(
  db: TDbOrTx,
  actor: TActor,
  id: number,
  kind: 'confirmation' | 'password_reset',
) {
  const customer = await lockCustomer(db, actor, id);
  if (kind === 'confirmation' && customer.confirmed)
    throw new HttpError(422, 'invalid', 'status', 'The e-mail is already confirmed');
  if (customer.customerType === 'deactivated')
    throw new HttpError(422, 'invalid', 'status', 'The customer is deactivated');
  await enqueue(db, accountMailJob, { userId: id, kind });
  await recordHistory(db, {
    subjectType: 'customer',
    subjectId: id,
    action: kind === 'confirmation' ? 'resend_confirmation' : 'password_reset',
    actorId: actor.id,
  });
}
