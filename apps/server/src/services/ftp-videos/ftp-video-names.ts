import { extname } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { videoProjects } from '../../db/schema';

const BASE_MAX_LENGTH = 80;

const stemOf = (fileName: string) => fileName.slice(0, fileName.length - extname(fileName).length);

/** "Flood in Paris_2024 (v2).mp4" -> "flood-in-paris-2024-v2"; accents dropped, "ftp-video" if nothing is left. */
export function externalNameBase(fileName: string): string {
  const slug = stemOf(fileName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BASE_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'ftp-video';
}

/** "flood_in_paris.final.mp4" -> "flood in paris final". */
export function titleFromFileName(fileName: string): string {
  const title = stemOf(fileName).replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim();
  return (title || fileName).slice(0, 300);
}

/**
 * `base`, or `base-2`, `base-3`... the first no video has. Callers hold the
 * base's advisory lock, so two imports of like-named files never pick the same.
 */
export async function freeExternalName(db: TDbOrTx, base: string): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ftp-videos:${base}`}))`);
  const rows = await db
    .select({ name: videoProjects.externalName })
    .from(videoProjects)
    .where(sql`${videoProjects.externalName} ~ ${`^${base}(-[0-9]+)?$`}`);
  const taken = new Set(rows.map((row) => row.name));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
