import { ZVideoSearchQuery } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../apps/server/src/db/client';
import { seedVideos } from '../../apps/server/src/seed/videos';
import { searchVideos } from '../../apps/server/src/services/videos/search-videos';
import { countOf, type TOwnBench, withOwnDatabase } from './bench-database';
import { captureStatements } from './recording-pool';

const VIDEOS = 1_000_000;
/** One million-video database on DATABASE_URL's server for every search scenario, kept and reused. */
const DATABASE = 'search_bench';
export const SEARCH_PATH = '/api/admin/content/video_projects/search';

/** Tops the table up to VIDEOS rows, set-based (seed/videos.ts), and answers what it did. */
async function ensureVideos(db: TDb) {
  const have = await countOf(db, sql`SELECT count(*)::int AS n FROM video_projects`);
  if (have < VIDEOS) await seedVideos(db, VIDEOS - have);
  // A no-op on a settled table; after a seed it sets the visibility map index-only scans rely on.
  await db.execute(sql`VACUUM ANALYZE video_projects`);
  return {
    videos: Math.max(have, VIDEOS),
    seeded: Math.max(0, VIDEOS - have),
  };
}

export type TVideoBench = TOwnBench & { videos: number };

/**
 * Runs `body` against the million-video database (created, migrated and seeded on first use)
 * and the real server on it; prints a `skipped` line without PostgreSQL (DATABASE_URL).
 */
export async function withVideoBench(
  options: {
    scenario: string;
    admin: { email: string; password: string };
    connections: number;
    poolSize: number;
  },
  body: (bench: TVideoBench) => Promise<void>,
) {
  let videos = 0;
  await withOwnDatabase(
    {
      ...options,
      database: DATABASE,
      shared: true,
      seed: async (db) => {
        const seed = await ensureVideos(db);
        videos = seed.videos;
        return seed;
      },
    },
    (bench) => body({ ...bench, videos }),
  );
}

/** What the search service sends for one query (noted by a recording pool), and what it answers. */
export async function captureSearch(databaseUrl: string, query: Record<string, string>) {
  const { answer, ...captured } = await captureStatements(
    databaseUrl,
    (db) => searchVideos(db, ZVideoSearchQuery.parse(query)),
    (found) => found.videos.map((video) => video.id),
  );
  return { ...captured, capped: answer.count_capped };
}
