import { sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../db/client';
import { VIDEO_WORDS } from './video-words';

/** Rows per INSERT: large enough to be set-based, small enough to keep each statement's memory flat. */
const CHUNK = 100_000;
/** From this many new rows on, rebuilding the secondary indexes beats maintaining them row by row. */
const REBUILD_FROM = 200_000;

const literal = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);

/** `pick(list, salt)`: a stable pseudo-random element of `list` for row g, independent per salt. */
const pick = (values: readonly string[], salt: number) =>
  sql`(${literal(values)})[1 + abs(hashint8extended(g, ${sql.raw(String(salt))}) % ${sql.raw(String(values.length))})]`;
const rand = (salt: number) => sql.raw(`(abs(hashint8extended(g, ${salt})) % 1000000) / 1000000.0`);

async function insertChunk(db: TDbOrTx, size: number) {
  const w = VIDEO_WORDS;
  await db.execute(sql`
    INSERT INTO video_projects (external_name, locale, title, description, status, duration_seconds,
      published_at, region_id, country_id, price, currency, views, downloads, trending_score, thumbnail_url)
    SELECT
      'VP-' || lpad(g::text, 8, '0'),
      ${pick(w.locales, 1)},
      ${pick(w.subjects, 2)} || ' ' || ${pick(w.places, 3)},
      ${pick(w.shots, 4)} || ' ' || ${pick(w.places, 5)} || ': ' || ${pick(w.details, 6)} || '. Filmed by '
        || ${pick(w.crews, 7)} || ' for ' || ${pick(w.desks, 8)} || '.',
      s.status,
      15 + floor(${rand(9)} * ${rand(10)} * 3600)::int,
      CASE WHEN s.status = 'draft' THEN NULL
        ELSE now() - floor(${rand(11)} * 5 * 365 * 24 * 60) * interval '1 minute' END,
      ref.regions[1 + abs(hashint8extended(g, 12) % array_length(ref.regions, 1))],
      ref.countries[1 + abs(hashint8extended(g, 13) % array_length(ref.countries, 1))],
      (abs(hashint8extended(g, 14) % 50) * 100),
      'RUB',
      floor(power(${rand(15)}, 4) * 500000)::int,
      floor(power(${rand(16)}, 4) * 20000)::int,
      round((power(${rand(17)}, 3) * 100)::numeric, 1)::float8,
      '/media/thumbnails/' || (g % 500) || '.jpg'
    FROM (SELECT coalesce(max(id), 0)::bigint AS n FROM video_projects) AS base
    CROSS JOIN LATERAL generate_series(base.n + 1, base.n + ${size}) AS g
    CROSS JOIN LATERAL (SELECT ${pick(w.statuses, 18)} AS status) AS s
    CROSS JOIN (
      SELECT (SELECT array_agg(id) FROM regions) AS regions, (SELECT array_agg(id) FROM countries) AS countries
    ) AS ref`);
}

/** The indexes a bulk load may drop and rebuild: not the primary key, not the unique constraints. */
async function secondaryIndexes(db: TDbOrTx): Promise<{ name: string; definition: string }[]> {
  const result = await db.execute(sql`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname
    JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.tablename = 'video_projects' AND NOT x.indisunique AND NOT x.indisprimary`);
  return (result as unknown as { rows: { name: string; definition: string }[] }).rows;
}

/**
 * Adds `count` videos, set-based (INSERT ... SELECT generate_series, 100,000 a
 * statement): realistic titles and descriptions across the locales, most
 * published over the last five years, drafts unpublished. A large load drops
 * the secondary indexes, inserts, rebuilds them (all in one transaction) and
 * vacuums, which is several times faster than keeping them up to date row by row.
 */
export async function seedVideos(db: TDb, count: number) {
  await db.transaction(async (tx) => {
    const rebuild = count >= REBUILD_FROM ? await secondaryIndexes(tx) : [];
    for (const index of rebuild) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));
    for (let done = 0; done < count; done += CHUNK) {
      await insertChunk(tx, Math.min(CHUNK, count - done));
    }
    if (rebuild.length) await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of rebuild) await tx.execute(sql.raw(index.definition));
  });
  if (count >= REBUILD_FROM) {
    // Counts and page offsets read the visibility map: a fresh bulk load needs it set.
    await db.execute(sql`VACUUM ANALYZE video_projects`);
  }
}
