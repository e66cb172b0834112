import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { VIDEO_WORDS } from '../../apps/server/src/seed/video-words';
import { percentile, report } from '../support/load';
import type { TStatement } from '../support/sql-load';
import {
  captureSearch,
  SEARCH_PATH,
  type TVideoBench,
  withVideoBench,
} from '../support/video-database';

const CONNECTIONS = 20;
/** Queries of each kind an admin types one after the other, every one a first. */
const SINGLE = 40;
/** Queries each of the 20 connections sends, all different from each other and from the above. */
const PER_CONNECTION = 10;
const ADMIN = { email: 'bench-search@bench.test', password: 'bench-password-123' };

/** Stable shuffle, so runs compare: the same words in the same order each time. */
function shuffled<T>(values: T[], seed: number): T[] {
  const out = [...values];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const firstWord = (text: string) => (text.split(' ')[0] ?? '').toLowerCase();
const place = (text: string) => text.replace(/^in /, '').toLowerCase();

/**
 * Selective: one word of a subject or place (2-4% of the videos), or its first letters (the word
 * still being typed). Very selective: a subject word and a place (about 0.03-0.07%).
 */
function queries() {
  const subjects = [...new Set(VIDEO_WORDS.subjects.map(firstWord))];
  const places = VIDEO_WORDS.places.map(place);
  const words = [...subjects, ...places];
  const selective = shuffled(
    [...words, ...words.filter((w) => w.length >= 7).map((w) => w.slice(0, 5))],
    7,
  );
  const verySelective = shuffled(
    subjects.flatMap((subject) => places.map((city) => `${subject} ${city}`)),
    11,
  );
  return { selective, verySelective };
}

type TCapture = { q: string; count: number; capped: boolean; statements: TStatement[] };

/** The statements the search service sends for one text (run once to note them). */
async function capture(databaseUrl: string, q: string): Promise<TCapture> {
  const { count, capped, statements } = await captureSearch(databaseUrl, { q });
  return { q, count, capped, statements };
}

async function timeApi(url: string, headers: Record<string, string>, q: string) {
  const begin = performance.now();
  const response = await fetch(`${url}${SEARCH_PATH}?${new URLSearchParams({ q })}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${q}: ${response.status}`);
  return performance.now() - begin;
}

async function timeSql(client: pg.PoolClient, statements: TStatement[]) {
  const begin = performance.now();
  for (const s of statements) await client.query({ name: s.name, text: s.text, values: s.params });
  return performance.now() - begin;
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50_ms: percentile(sorted, 50), p95_ms: percentile(sorted, 95), requests: times.length };
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

type TTexts = { selective: string[]; verySelective: string[] };

/** One admin: each text new to both the API and the bare SQL. */
async function oneAdmin({ databaseUrl, pool, videos, url, headers }: TVideoBench, t: TTexts) {
  const { selective, verySelective } = t;
  // One admin: API then bare SQL on one text, SQL then API on the next, so neither always
  // finds the other's pages in memory; each text is new to both the first time.
  const kinds = [
    { query: 'selective', texts: selective.slice(0, SINGLE) },
    { query: 'very_selective', texts: verySelective.slice(0, SINGLE) },
  ];
  const client = await pool.connect();
  try {
    for (const { query, texts } of kinds) {
      const api: number[] = [];
      const bare: number[] = [];
      const matches: number[] = [];
      let index = 0;
      for (const q of texts) {
        const noted = await capture(databaseUrl, q);
        // A capped count (10,000+) is noted as the cap + 1: the median says "over the cap".
        matches.push(noted.capped ? noted.count + 1 : noted.count);
        if (index++ % 2 === 0) {
          api.push(await timeApi(url, headers, q));
          bare.push(await timeSql(client, noted.statements));
        } else {
          bare.push(await timeSql(client, noted.statements));
          api.push(await timeApi(url, headers, q));
        }
      }
      const ours = figures(api);
      const sqlFigures = figures(bare);
      const ratio = Number((ours.p95_ms / sqlFigures.p95_ms).toFixed(2));
      const common = {
        scenario: 'search',
        videos: videos,
        query,
        page: 1,
        connections: 1,
        median_matches: median(matches),
      };
      report({ ...common, figure: 'bare_sql', ...sqlFigures });
      report({
        ...common,
        figure: 'api_search',
        ...ours,
        api_vs_sql_p95_ratio: ratio,
        target: 'p95 <= 50 ms and <= 1.5x the bare SQL p95',
        meets_target: ours.p95_ms <= 50 && ratio <= 1.5,
      });
    }
  } finally {
    client.release();
  }
}

/** 20 connections at once, each with its own texts. */
async function connections({ databaseUrl, pool, videos, url, headers }: TVideoBench, t: TTexts) {
  const { selective, verySelective } = t;
  // 20 connections, each with its own texts (half selective, half very selective), all
  // different. Two halves: the API searches one while the SQL has the other, then they swap.
  const mixed = Array.from({ length: CONNECTIONS * PER_CONNECTION }, (_, i) =>
    i % 2 === 0
      ? (selective[SINGLE + (i >> 1)] ?? `${selective[i % selective.length]}`)
      : (verySelective[SINGLE + i] ?? 'earthquake paris'),
  );
  const noted = new Map<string, TCapture>();
  for (const q of mixed) noted.set(q, await capture(databaseUrl, q));
  const half = mixed.length / 2;
  const slices = [mixed.slice(0, half), mixed.slice(half)];
  const apiTimes: number[] = [];
  const sqlTimes: number[] = [];
  let errors = 0;
  const concurrently = async (texts: string[], one: (q: string) => Promise<number>) => {
    const each = Math.ceil(texts.length / CONNECTIONS);
    const out: number[] = [];
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, c) => {
        for (const q of texts.slice(c * each, (c + 1) * each)) {
          try {
            out.push(await one(q));
          } catch {
            errors++;
          }
        }
      }),
    );
    return out;
  };
  const bareOne = async (q: string) => {
    const connection = await pool.connect();
    try {
      return await timeSql(connection, noted.get(q)?.statements ?? []);
    } finally {
      connection.release();
    }
  };
  for (const round of [0, 1]) {
    apiTimes.push(...(await concurrently(slices[round] ?? [], (q) => timeApi(url, headers, q))));
    sqlTimes.push(...(await concurrently(slices[1 - round] ?? [], bareOne)));
  }
  const ours = figures(apiTimes);
  const sqlFigures = figures(sqlTimes);
  const ratio = Number((ours.p95_ms / sqlFigures.p95_ms).toFixed(2));
  const common = {
    scenario: 'search',
    videos: videos,
    query: 'mixed_different_texts',
    page: 1,
    connections: CONNECTIONS,
  };
  report({ ...common, figure: 'bare_sql', ...sqlFigures });
  report({
    ...common,
    figure: 'api_search',
    ...ours,
    errors,
    api_vs_sql_p95_ratio: ratio,
    target: 'p95 <= 150 ms and <= 1.5x the bare SQL p95',
    meets_target: ours.p95_ms <= 150 && ratio <= 1.5 && errors === 0,
  });
}

/**
 * Video search on full-text search over a million videos on PostgreSQL, with no result cache
 * anywhere: one admin's searches, each text searched for the first time, then 20 connections
 * each searching different texts at once; the real API (its own process, signed in) against
 * the same statements sent straight through the driver.
 */
export async function run() {
  await withVideoBench(
    { scenario: 'search', admin: ADMIN, connections: CONNECTIONS, poolSize: 2 },
    async (bench) => {
      // Warm the server's code paths (not the texts measured below) and the table's hot pages.
      for (const q of ['warmup', 'flood', 'protest march']) {
        await timeApi(bench.url, bench.headers, q);
      }
      const texts = queries();
      await oneAdmin(bench, texts);
      await connections(bench, texts);
    },
  );
}
