import { SERVER_RENDERED_ATTRIBUTE } from '@newsroom/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { serverPageEnvironment } from './page-environment';

/**
 * "Today" on one clock for the server's render of the first screen and the app's take-over of
 * it: the moment the server made the page (`TFirstScreenClock`), which the server's render reads
 * from its environment and the page carries as the value of #root's SERVER_RENDERED_ATTRIBUTE.
 * Had each side read its own Date.now(), a page made just before midnight and taken over just
 * after (or a browser whose clock is off) would ask for another day's data than the page holds
 * and draw another screen than the server's. Once the first screen is taken over, the browser's
 * own clock rules again.
 */
const renderedMoment = (): number | undefined => {
  const value =
    typeof document === 'undefined'
      ? null
      : document.getElementById('root')?.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  const moment = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(moment) ? undefined : moment;
};

// The page's moment and address, until the first screen drawn with it has been taken over.
let held: { moment: number; href: string } | undefined | null = null;

function heldMoment(href: string): number | undefined {
  if (held === null) {
    const moment = renderedMoment();
    held = moment === undefined ? undefined : { moment, href: window.location.href };
  }
  return held && held.href === href ? held.moment : undefined;
}

/**
 * The moment a route loader builds the screen's first request from: the page's on the server
 * and for the page's own first screen in the browser (`href`: the loader's request URL), the
 * browser's clock for any later navigation.
 */
export function pageNow(href: string): Date {
  const rendering = serverPageEnvironment();
  if (rendering) return new Date(rendering.now ?? Date.now());
  return new Date(heldMoment(href) ?? Date.now());
}

const unsubscribed = () => () => undefined;

/**
 * What a screen reads of the clock (`read`: a string or number, e.g. today's day in the admin's
 * zone): from the page's moment while the server's render is taken over, then from the browser's
 * clock (React renders again if that reads otherwise, e.g. past midnight since).
 */
export function usePageClock<T extends string | number | boolean>(read: (now: Date) => T): T {
  const value = useSyncExternalStore(
    unsubscribed,
    () => read(new Date()),
    () => read(new Date(serverPageEnvironment()?.now ?? renderedMoment() ?? Date.now())),
  );
  // Taken over: later navigations' loaders use the browser's clock.
  useEffect(() => {
    held = undefined;
  }, []);
  return value;
}
