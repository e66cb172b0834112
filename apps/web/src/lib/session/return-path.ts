import { PUBLIC_SCREENS } from '@newsroom/contract';

/** The query parameter that carries where a signed-out visitor was going: `/signin?next=...`. */
export const NEXT_PARAM = 'next';

const ORIGIN = 'http://app.invalid';

/**
 * The in-app path (relative to the /cms base) to return to after sign-in, or null. Only a
 * path of this app is accepted: `//host`, `/\host`, `https://...`, `javascript:` and anything
 * that would leave the origin are refused, so the parameter can never send an admin elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = url.pathname.replace(/^\/cms(?=\/|$)/, '') || '/';
  if ((PUBLIC_SCREENS as readonly string[]).includes(path)) return null;
  return `${path}${url.search}${url.hash}`;
}

/** `/signin?next=<path>` for a visitor sent to sign in from `path`. */
export function signInPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next && next !== '/' ? `/signin?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/signin';
}
