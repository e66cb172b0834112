import { canAccess, type TAccessArea, type TCurrentUser } from '@newsroom/contract';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isAuthorized } from '../api/auth-state';
import { CURRENT_USER_KEY } from '../session/current-user';

let routeClient: QueryClient | undefined;

/** The app's QueryClient, for route loaders (main.tsx sets it before the router starts). */
export function setRouteQueryClient(client: QueryClient | undefined) {
  routeClient = client;
}

/**
 * For a route's `loader`: starts the screen's first query at navigation, in parallel
 * with the screen's chunk, instead of after the chunk has loaded and rendered. The
 * screen's own `useQuery` with the same key then joins it. Only for a signed-in admin
 * whose group may open the area: anyone else sees sign-in or "No access" and asks
 * nothing. Answers at once (null): the navigation never waits for the data.
 */
export function prefetchForRoute<T, K extends QueryKey>(
  area: TAccessArea,
  options: FetchQueryOptions<T, Error, T, K>,
): null {
  const client = routeClient;
  if (!client || !isAuthorized()) return null;
  const user = client.getQueryData<TCurrentUser | null>(CURRENT_USER_KEY);
  if (canAccess(user, area)) void client.prefetchQuery(options);
  return null;
}
