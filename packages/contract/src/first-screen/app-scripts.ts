/**
 * A page whose screen the server drew names the app's scripts in a JSON element of this id, not
 * as script elements (`TAppScripts`): the web build's `start-after-paint` script asks for them
 * once the browser has painted the screen. Named in the page, the browser's preload scanner
 * fetched and compiled them while the screen was still being parsed and drawn, on the same
 * cores (docs/decisions.md, 2026-11-27).
 */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/** The app's entry script and the modules to preload beside it (paths from the site's root). */
export type TAppScripts = { entry: string; preloads: string[] };

/** The web build's source of that script: the server finds its built file in Vite's manifest. */
export const START_AFTER_PAINT_SOURCE = 'src/start-after-paint.ts';
