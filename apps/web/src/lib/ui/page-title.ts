import { useEffect } from 'react';

const APP_NAME = 'Back office';

/** Names the browser tab after the screen ("General settings · Back office"), restored on leaving. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
