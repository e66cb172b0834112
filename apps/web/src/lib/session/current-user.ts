import { API_PATHS, type TCurrentUser } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { setAuthorized } from '../api/auth-state';
import { apiRequest } from '../api/client';

export const CURRENT_USER_KEY = ['current-user'] as const;

/** The current user, or null when the server says nobody is signed in. */
export async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  const response = await apiRequest<TCurrentUser>(API_PATHS.currentUser, { fresh: true });
  if (response.status === 401) {
    setAuthorized(false);
    return null;
  }
  if (!response.ok) throw new Error(`current user: ${response.status}`);
  setAuthorized(true);
  return response.data;
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
