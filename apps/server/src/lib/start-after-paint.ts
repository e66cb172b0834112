import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_SCRIPTS_ELEMENT_ID,
  START_AFTER_PAINT_SOURCE,
  type TAppScripts,
} from '@newsroom/contract';
import { escapeHtml } from './escape-html';
import { jsonForScript } from './script-json';

const MANIFEST = '.vite/manifest.json';

/**
 * The address of the web build's start-after-paint script (Vite's manifest names its file), or
 * undefined for a build without it: its pages then name the app's scripts themselves.
 */
export function readStartAfterPaintScript(dist: string, base: string): string | undefined {
  const file = join(dist, MANIFEST);
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string }>;
  const built = manifest[START_AFTER_PAINT_SOURCE]?.file;
  return built ? `${base}/${built}` : undefined;
}

/**
 * What a page whose screen the server drew names instead of the app's scripts: their addresses
 * as data, and the script that asks for them once the screen is painted. Named as elements, the
 * browser's preload scanner fetched and compiled them while it still parsed and drew the rows.
 */
export function startAfterPaintTags(scripts: TAppScripts, startScript: string): string {
  return (
    `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${jsonForScript(scripts)}</script>` +
    `<script type="module" crossorigin src="${escapeHtml(startScript)}"></script>`
  );
}
