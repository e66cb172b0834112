import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_FRAME_STYLES_FILE } from '@newsroom/contract';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

/**
 * Puts the page's stylesheets into the page itself, so the first paint needs no request after
 * the page's head (a request that, on a busy server, waits behind the screen's data and render).
 * Each `<link rel="stylesheet">` to a file of the build under `assetsPath` becomes its text in a
 * `<style>`, followed by the same link `disabled`: the browser does not load a disabled sheet,
 * and the app's own loading of a screen's styles sees the link and does not ask for them again.
 * A file that refers to others (`url(...)`, relative to the file) or is not in the build keeps
 * its link. Files are read once: a build's hashed assets never change.
 */
export function styleInliner(assetsDir: string, assetsPath: string) {
  const texts = new Map<string, string | null>();
  const textOf = (href: string) => {
    if (texts.has(href)) return texts.get(href) as string | null;
    const file = href.startsWith(assetsPath) ? href.slice(assetsPath.length) : '';
    const path = join(assetsDir, file);
    let text: string | null = null;
    if (/^[\w.-]+\.css$/.test(file) && existsSync(path)) {
      const css = readFileSync(path, 'utf8');
      text = css.includes('url(') || css.includes('</') ? null : css;
    }
    texts.set(href, text);
    return text;
  };
  return (html: string) =>
    html.replace(STYLESHEET, (link, href: string) => {
      const css = textOf(href);
      return css === null
        ? link
        : `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    });
}

/**
 * `html` without its stylesheet links, and those links: a page whose frame paints with its own
 * few styles sends the whole stylesheets later, with the screen they are for.
 */
export function liftStylesheets(html: string): { html: string; links: string } {
  const links: string[] = [];
  const rest = html.replace(STYLESHEET, (link) => {
    links.push(link);
    return '';
  });
  return { html: rest, links: links.join('') };
}

/** The frame's styles the web build wrote (`BOOT_FRAME_STYLES_FILE`), or undefined in an older build. */
export function readBootFrameStyles(dist: string): string | undefined {
  const file = join(dist, BOOT_FRAME_STYLES_FILE);
  if (!existsSync(file)) return undefined;
  const css = readFileSync(file, 'utf8');
  return css.includes('</') ? undefined : css;
}
