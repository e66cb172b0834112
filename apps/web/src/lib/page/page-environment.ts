import type { TPageEnvironment } from '@newsroom/contract';

/**
 * What a render depends on beyond its data (the browser's language and time zone, the brand and
 * environment label index.html carries, the cookies) is read from the page in the browser; when
 * the server renders the first screen (`entry-server.tsx`) it answers them per request from what
 * that request told it, so both renders draw the same text.
 */
let serverSource: (() => TPageEnvironment | undefined) | undefined;

/** Set once by the server's render entry (never in the browser). */
export function setPageEnvironmentSource(source: () => TPageEnvironment | undefined) {
  serverSource = source;
}

/** The server render's environment, or undefined in the browser. */
export const serverPageEnvironment = (): TPageEnvironment | undefined => serverSource?.();
