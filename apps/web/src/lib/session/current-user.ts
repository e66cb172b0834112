import { authEndpoints, type TCurrentUser } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { setAuthorized } from '../api/auth-state';
import { call } from '../api/call';
import { ApiRequestError } from '../api/client';

export const CURRENT_USER_KEY = ['current-user'] as const;

/** The current user, or null when the server says nobody is signed in. */
export async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  try {
    const user = await call(authEndpoints.currentUser, { fresh: true });
    setAuthorized(true);
    return user;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    setAuthorized(false);
    return null;
  }
}

/** SPEC §4: signed in only when loaded without error, with an integer id and an unexpired session. */
export function isSignedIn(
  user: TCurrentUser | null | undefined,
  failed: boolean,
  now = Date.now(),
): user is TCurrentUser {
  if (failed || !user || !Number.isInteger(user.id)) return false;
  return new Date(user.session_expires_at).getTime() > now;
}

export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
    retry: 1,
  });
  const signedIn = isSignedIn(query.data, query.isError);
  return {
    /** undefined until the first answer: the full-page loader shows meanwhile (SPEC §8). */
    user: query.isPending ? undefined : signedIn ? query.data : null,
    signedIn,
    isLoading: query.isPending,
  };
}
