import { apiVsSql } from '../support/api-vs-sql';
import { captureSearch, SEARCH_PATH, withVideoBench } from '../support/video-database';

const CONNECTIONS = 20;
/** Each figure: the API and the bare SQL in alternating rounds of SECONDS each (paired-load.ts). */
const ROUNDS = 5;
const SECONDS = 3;
const ADMIN = { email: 'bench-videos@bench.test', password: 'bench-password-123' };
/**
 * The kinds of the `search` scenario, here under sustained load of one text each. Unselective: the
 * list as it opens (every video, newest first). Selective: one subject word (~2% of the videos, so
 * page 1,000 exists). Very selective: a subject word and a city, page 1 only (its page 1,000 is
 * empty: a count against a statement of a millisecond says little).
 */
const QUERIES: { name: string; query: Record<string, string>; pages: number[] }[] = [
  { name: 'unselective_all', query: {}, pages: [1, 1000] },
  { name: 'selective_earthquake', query: { q: 'earthquake' }, pages: [1, 1000] },
  { name: 'very_selective_words', query: { q: 'earthquake nairobi' }, pages: [1] },
];

/**
 * Video search (full-text, no result cache) over a million videos on PostgreSQL under load: for
 * each query and page, the p50/p95 of the real API (its own process, signed in, 20 connections
 * repeating the one text) next to the same SQL sent straight through the driver from 20
 * connections in the same run. `search` measures first-time texts; this, paging and repeats.
 */
export async function run() {
  await withVideoBench(
    { scenario: 'videos', admin: ADMIN, connections: CONNECTIONS, poolSize: CONNECTIONS },
    async ({ databaseUrl, pool, videos, url: serverUrl, headers }) => {
      for (const { name, query, pages } of QUERIES) {
        for (const page of pages) {
          const params = { ...query, page: String(page) };
          const answer = await captureSearch(databaseUrl, params);
          await apiVsSql({
            url: `${serverUrl}${SEARCH_PATH}?${new URLSearchParams(params)}`,
            headers,
            pool,
            list: 'videos',
            answer,
            connections: CONNECTIONS,
            rounds: ROUNDS,
            seconds: SECONDS,
            common: {
              scenario: 'videos',
              videos,
              query: name,
              page,
              matches: answer.count,
              connections: CONNECTIONS,
            },
            figure: 'api_search',
            target: 'p95 <= 50 ms and <= 1.5x the bare SQL p95',
            meets: (p95, ratio) => p95 <= 50 && ratio <= 1.5,
          });
        }
      }
    },
  );
}
