import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_STYLES_FILE, type TScreenStyles, type TStyleSheetIndex } from '@newsroom/contract';

const STYLESHEET_HREF = /<link rel="stylesheet" crossorigin href="[^"]*\/([\w.-]+\.css)">/g;

/** The stylesheets' indexes the web build wrote (`SCREEN_STYLES_FILE`), or undefined in an older build. */
export function readScreenStyles(dist: string): TScreenStyles | undefined {
  const file = join(dist, SCREEN_STYLES_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TScreenStyles;
  } catch {
    return undefined;
  }
}

/** What the rendered markup can be styled by: its elements' classes and the custom properties its inline styles name. */
function usedBy(markup: string) {
  const classes = new Set<string>();
  for (const [, names = ''] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  const variables = new Set(
    Array.from(markup.matchAll(/var\(\s*(--[\w-]+)/g), (m) => m[1] as string),
  );
  return { classes, variables };
}

type TUsed = { classes: Set<string>; variables: Set<string>; animations: Set<string> };

/** Which of the sheet's rules `used.classes` can match; what those name is added to `used`. */
function matchRules(sheet: TStyleSheetIndex, used: TUsed): boolean[] {
  return sheet.entries.map((entry) => {
    if (!('css' in entry) || 'keyframes' in entry) return false;
    const { need, uses = [], animations = [] } = entry;
    if (need && !need.some((classes) => classes.every((name) => used.classes.has(name))))
      return false;
    for (const name of uses) used.variables.add(name);
    for (const name of animations) used.animations.add(name);
    return true;
  });
}

/** `used.variables` with the custom properties their definitions name, to a fixed point. */
function addIndirectVariables(sheets: TStyleSheetIndex[], used: TUsed) {
  const definitions = sheets.flatMap((sheet) =>
    sheet.entries.flatMap((entry) => ('variables' in entry ? entry.variables : [])),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, , uses] of definitions) {
      if (!used.variables.has(name)) continue;
      for (const other of uses)
        if (!used.variables.has(other)) {
          used.variables.add(other);
          grew = true;
        }
    }
  }
}

/** The sheet's matched rules, the keyframes and custom properties they use, in order, inside their at-rules. */
function writeSheet(sheet: TStyleSheetIndex, matched: boolean[], used: TUsed): string {
  let css = '';
  let open: number | undefined;
  const enter = (wrap: number | undefined) => {
    if (wrap === open) return;
    if (open !== undefined) css += sheet.wraps[open]?.[1] ?? '';
    if (wrap !== undefined) css += sheet.wraps[wrap]?.[0] ?? '';
    open = wrap;
  };
  sheet.entries.forEach((entry, i) => {
    let text = '';
    if ('variables' in entry) {
      const body = [
        ...entry.declarations,
        ...entry.variables
          .filter(([name]) => used.variables.has(name))
          .map(([name, value]) => `${name}:${value}`),
      ];
      if (body.length > 0) text = `${entry.selector}{${body.join(';')}}`;
    } else if ('keyframes' in entry) {
      if (used.animations.has(entry.keyframes)) text = entry.css;
    } else if (matched[i]) text = entry.css;
    if (!text) return;
    enter(entry.wrap);
    css += text;
  });
  enter(undefined);
  return css;
}

/**
 * The styles a rendered screen paints with, from the page's stylesheet links (`links`, in
 * order) and the screen's `markup`: only what the markup can use, so the browser parses a
 * fraction of the stylesheets before the screen shows. Undefined when a link's file has no
 * index (an older build, a sheet not of this build): the page then carries the whole sheets.
 */
export function screenStylesOf(
  styles: TScreenStyles,
  links: string,
  markup: string,
): string | undefined {
  const sheets = Array.from(links.matchAll(STYLESHEET_HREF), (m) => styles[m[1] as string]);
  if (sheets.some((sheet) => !sheet)) return undefined;
  const indexes = sheets as TStyleSheetIndex[];
  const used = { ...usedBy(markup), animations: new Set<string>() };
  const matched = indexes.map((sheet) => matchRules(sheet, used));
  addIndirectVariables(indexes, used);
  return indexes.map((sheet, i) => writeSheet(sheet, matched[i] ?? [], used)).join('');
}
