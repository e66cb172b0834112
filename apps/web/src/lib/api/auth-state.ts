import { useSyncExternalStore } from 'react';

/**
 * SPEC §4: the authorisation flag. True after a successful sign-in or when the
 * current user loads, false when sign-out starts, true again if sign-out fails.
 * The API client reads it to answer signed-out calls locally.
 */
let authorized = false;
const listeners = new Set<() => void>();

export function isAuthorized() {
  return authorized;
}

export function setAuthorized(value: boolean) {
  if (authorized === value) return;
  authorized = value;
  for (const listener of listeners) listener();
}

export function useAuthorized() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => authorized,
  );
}
