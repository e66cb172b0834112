import type { TDbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { lockCustomer } from './load-customer';
import type { TActor } from './scope';

/** The company account of a customer the actor may reach; 404 for neither, 422 without one. */
export async function companyOf(db: TDbOrTx, actor: TActor, customerId: number) {
  const customer = await lockCustomer(db, actor, customerId);
  if (!customer.companyId)
    throw new HttpError(422, 'invalid', 'id', 'This customer has no company account');
  return { customer, companyId: customer.companyId };
}
