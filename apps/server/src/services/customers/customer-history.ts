import type { TDbOrTx } from '../../db/client';
import { recordHistory } from '../history';
import type { TActor } from './scope';

/** A change to a customer's company account (members, plans), as the actor made it. */
export const recordCustomerChange = (
  db: TDbOrTx,
  actor: TActor,
  customerId: number,
  action: string,
  after: unknown,
) =>
  recordHistory(db, {
    subjectType: 'customer',
    subjectId: customerId,
    action,
    actorId: actor.id,
    after,
  });
