import { ADMIN_PREFERENCES_ELEMENT_ID, type TAdminPreferences } from '@newsroom/contract';
import type { QueryClient } from '@tanstack/react-query';
import { PREFERENCES_KEY } from './preferences-api';

/**
 * What the server wrote into index.html for a signed-in admin: their preferences, or undefined
 * without the element (signed out, the Vite dev server), where the app asks for them as before.
 */
export function readPagePreferences(doc: Document = document): TAdminPreferences | undefined {
  const element = doc.getElementById(ADMIN_PREFERENCES_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const value: unknown = JSON.parse(element.textContent);
    const zone = (value as TAdminPreferences | null)?.time_zone;
    if (zone === null || typeof zone === 'string') return { time_zone: zone };
  } catch {
    // Unreadable: ask the server instead.
  }
  return undefined;
}

/**
 * Puts the page's preferences into the query cache before the first render, so its dates are
 * already in the admin's chosen zone, as the server drew them (no change once the app starts).
 */
export function primePreferences(queryClient: QueryClient, doc: Document = document) {
  const preferences = readPagePreferences(doc);
  if (preferences) queryClient.setQueryData(PREFERENCES_KEY, preferences);
}
