import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDER_ENTRY, type TRenderFirstScreen } from '@newsroom/contract';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The web build's server render (`apps/web/src/entry-server.tsx`, built into
 * `<dist>/server`), or undefined when the build has none or it cannot be loaded: the page then
 * carries its frame only, as before.
 */
export async function loadFirstScreenRenderer(
  dist: string,
  log: FastifyBaseLogger,
): Promise<TRenderFirstScreen | undefined> {
  const file = join(dist, SERVER_RENDER_ENTRY);
  if (!existsSync(file)) return undefined;
  try {
    const entry = (await import(pathToFileURL(file).href)) as {
      renderFirstScreen?: TRenderFirstScreen;
    };
    return typeof entry.renderFirstScreen === 'function' ? entry.renderFirstScreen : undefined;
  } catch (error) {
    log.warn({ err: error }, 'the web build’s server render could not be loaded');
    return undefined;
  }
}

const decoded = (value: string | undefined) => {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return '';
  }
};

/**
 * The browser's time zone and language from the `BROWSER_CLOCK_COOKIE` value (`<zone>|<language>`, set by
 * the web app), when both are ones this server's Intl knows; undefined otherwise (the server
 * then does not render the first screen: its dates would not read as the browser's).
 */
export function browserClockOf(
  cookie: string | undefined,
): { timeZone: string; locale: string } | undefined {
  const [zone, language] = (cookie ?? '').split('|');
  const timeZone = decoded(zone);
  const locale = decoded(language);
  if (!timeZone || !locale) return undefined;
  try {
    // Throws for a zone or language tag Intl does not know.
    new Intl.DateTimeFormat(locale, { timeZone });
    return { timeZone, locale };
  } catch {
    return undefined;
  }
}
