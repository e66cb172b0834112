import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router';

const APP_NAME = 'Back office';

/** The route's own title (its `handle.title`), under any screen's. */
let routeTitle: string | undefined;
/** The titles screens asked for, newest last: a screen leaving after the next one arrived leaves it alone. */
const screenTitles: { title: string }[] = [];

function apply() {
  const title = screenTitles.at(-1)?.title ?? routeTitle;
  document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * The browser tab names the screen ("Banners (en) · Back office") with what the screen knows
 * (a name, a locale); without it, the route's `handle.title` names the tab.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    const entry = { title };
    screenTitles.push(entry);
    apply();
    return () => {
      screenTitles.splice(screenTitles.indexOf(entry), 1);
      apply();
    };
  }, [title]);
}

type THandle = { title?: string } | undefined;

/** The shell's default: the deepest matched route's `handle.title` names every screen. */
export function useRouteTitle() {
  const matches = useMatches() as UIMatch<unknown, THandle>[];
  const title = [...matches].reverse().find((match) => match.handle?.title)?.handle?.title;
  useEffect(() => {
    routeTitle = title;
    apply();
  }, [title]);
}
