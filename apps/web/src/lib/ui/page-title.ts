import { useEffect } from 'react';

const APP_NAME = 'Back office';

/** Which screen named the tab last: a screen leaving after the next one arrived leaves it alone. */
let latest = 0;

/** The browser tab names the screen ("Banners (en) · Back office"); the app's name comes back on leaving. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const mine = ++latest;
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      if (latest === mine) document.title = APP_NAME;
    };
  }, [title]);
}
