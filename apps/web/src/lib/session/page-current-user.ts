import { CURRENT_USER_ELEMENT_ID, type TCurrentUser } from '@newsroom/contract';
import type { QueryClient } from '@tanstack/react-query';
import { setAuthorized } from '../api/auth-state';
import { CURRENT_USER_KEY } from './current-user';

/**
 * What the server wrote into index.html: the current user, null when the request had no
 * valid session, or undefined without the element (the Vite dev server, an old page),
 * where the app asks `/current_user.json` as before.
 */
export function readPageCurrentUser(doc: Document = document): TCurrentUser | null | undefined {
  const element = doc.getElementById(CURRENT_USER_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (value === null) return null;
    if (typeof value === 'object' && Number.isInteger((value as TCurrentUser).id)) {
      return value as TCurrentUser;
    }
  } catch {
    // Unreadable: ask the server instead.
  }
  return undefined;
}

/**
 * Puts the page's current user into the query cache before the first render, so the
 * header and the screen's frame render at once, with no round trip after the scripts.
 */
export function primeCurrentUser(queryClient: QueryClient, doc: Document = document) {
  const user = readPageCurrentUser(doc);
  if (user === undefined) return;
  setAuthorized(user !== null);
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}
