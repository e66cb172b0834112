import { mayCall, type TCurrentUser, type TEndpointAccess } from '@newsroom/contract';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { CURRENT_USER_KEY } from '../session/current-user';

let appClient: QueryClient | undefined;
const starts = new WeakMap<
  object,
  (args: LoaderFunctionArgs, client: QueryClient | undefined) => Promise<void> | undefined
>();

/** main.tsx hands over the app's QueryClient once, before the router starts. */
export function setRoutePrefetchClient(client: QueryClient | undefined) {
  appClient = client;
}

type TPrefetch<T, K extends QueryKey> = (
  args: LoaderFunctionArgs,
  /** What the app already knows (the admin's chosen zone, say), to build the request from. */
  client: QueryClient,
) => FetchQueryOptions<T, Error, T, K> | undefined;

/**
 * A route loader that starts the screen's first request at navigation, beside the download of
 * the screen's chunk, instead of once the chunk has loaded and rendered. It never waits and
 * answers nothing: the screen's own `useQuery` (same key) finds the request in flight, and
 * navigation is not held up by it. Only for an admin known to be signed in whom the server
 * will answer (`endpoint`'s access): a refusal would otherwise raise a toast before the screen
 * could say "No access".
 */
export function prefetchLoader<T, K extends QueryKey>(
  endpoint: { readonly access: TEndpointAccess },
  prefetch: TPrefetch<T, K>,
) {
  const start = (args: LoaderFunctionArgs, client: QueryClient | undefined) => {
    const user = client?.getQueryData<TCurrentUser | null>(CURRENT_USER_KEY);
    if (!client || !user || !mayCall(user, endpoint)) return undefined;
    const options = prefetch(args, client);
    return options ? client.prefetchQuery(options) : undefined;
  };
  const loader = (args: LoaderFunctionArgs) => {
    void start(args, appClient);
    return null;
  };
  starts.set(loader, start);
  return loader;
}

/**
 * One loader for a screen that asks several things at once (its list and a picker's reference
 * list, say): each of `loaders` (made by `prefetchLoader`) starts at navigation.
 */
export function prefetchLoaders(...loaders: ReturnType<typeof prefetchLoader>[]) {
  const start = (args: LoaderFunctionArgs, client: QueryClient | undefined) => {
    const started = loaders.map((loader) => starts.get(loader)?.(args, client));
    return started.some(Boolean) ? Promise.all(started).then(() => undefined) : undefined;
  };
  const loader = (args: LoaderFunctionArgs) => {
    void start(args, appClient);
    return null;
  };
  starts.set(loader, start);
  return loader;
}

/**
 * A route loader's request started into `client` and returned to wait for: the first screen's
 * render waits for the answers the page already holds (the browser's, and the server's own).
 */
export function startRoutePrefetch(
  loader: unknown,
  args: LoaderFunctionArgs,
  client: QueryClient,
): Promise<void> | undefined {
  return typeof loader === 'function' ? starts.get(loader)?.(args, client) : undefined;
}
