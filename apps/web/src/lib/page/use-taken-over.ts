import { useSyncExternalStore } from 'react';

const unsubscribed = () => () => undefined;

/**
 * False in the server's render of the first screen and while the app takes that render over,
 * true from then on (and in every render the app makes itself): what the server cannot draw (a
 * rich-text editor, loaded in its own chunk) waits for it, so both renders draw the same.
 */
export const useTakenOver = () =>
  useSyncExternalStore(
    unsubscribed,
    () => true,
    () => false,
  );
