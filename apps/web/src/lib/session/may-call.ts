import { mayCall, type TEndpointAccess } from '@newsroom/contract';
import { useCurrentUser } from './current-user';

/**
 * `mayCall(endpoint)`: whether the server accepts this endpoint from the signed-in admin,
 * read from the endpoint's definition. Screens show an action only when it says yes.
 */
export function useMayCall(): (endpoint: { readonly access: TEndpointAccess }) => boolean {
  const { user } = useCurrentUser();
  return (endpoint) => mayCall(user, endpoint);
}
