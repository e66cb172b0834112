/**
 * Where the web build writes each stylesheet's index (`TStyleSheetIndex` per file name under
 * `assets/`): a page the server renders carries only the rules its markup can use, and links the
 * whole stylesheets after the markup.
 */
export const SCREEN_STYLES_FILE = '.vite/screen-styles.json';

/**
 * One top-level piece of a stylesheet, in the sheet's order, inside the at-rules `wrap` names
 * (an index into `TStyleSheetIndex.wraps`; none at the top level):
 * - a rule, kept when any of its selectors' alternatives in `need` has all its classes in the
 *   markup (no `need`: always); `uses` are the custom properties and `animations` the keyframes
 *   its declarations name;
 * - `keyframes`, kept when a kept rule names them;
 * - `variables`, a rule of custom properties on the document (`:root`): its other declarations
 *   are kept, and each custom property that the kept rules or the markup use, directly or
 *   through another one (`[name, value, uses]`);
 * - anything else (`@font-face`, a `@layer` order statement): always.
 */
export type TStyleEntry = { wrap?: number } & (
  | { css: string; need?: string[][]; uses?: string[]; animations?: string[] }
  | { keyframes: string; css: string }
  | { selector: string; declarations: string[]; variables: [string, string, string[]][] }
);

export type TStyleSheetIndex = {
  /** The at-rules around entries: what opens them (`@layer mantine{@media (x){`) and closes them. */
  wraps: [open: string, close: string][];
  entries: TStyleEntry[];
};

export type TScreenStyles = Record<string, TStyleSheetIndex>;
