import type { TEndpointAccess } from '../endpoints/define-endpoint';
import { canAccess, isAdmin, type TAccessSubject } from './policy';

/**
 * Whether the server would let this admin call an endpoint, read from the endpoint's own
 * definition: screens offer an action only when this says yes, so a button never leads to a 403.
 */
export function mayCall(
  subject: TAccessSubject | null | undefined,
  endpoint: { readonly access: TEndpointAccess },
): boolean {
  if (endpoint.access === 'public') return true;
  if (endpoint.access === 'signed_in') return Boolean(subject);
  return isAdmin(subject) && canAccess(subject, endpoint.access);
}
