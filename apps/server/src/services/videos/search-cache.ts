import type { TVideoSearchQuery } from '@newsroom/contract';
import type { SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { isComplete, patchEntry, type TEntry, toKeys } from './search-cache-entry';
import { matchedIds, pageOfIds, searchChanges, type TSearchPage } from './search-statements';

/** Ids kept per search: 100,000 is page 6,666 at 15 a page; later pages are searched each time. */
const IDS_PER_SEARCH = 100_000;
/** Ids kept over all searches of one process (12 bytes each with their keys, so about 24 MB). */
const IDS_PER_PROCESS = 2_000_000;
/** Videos written since an entry's version that are re-checked one by one; more scan again. */
const CHANGES_PER_PATCH = 10_000;
/** Reads of a search that writes overtook before it gives up the cache for one scan. */
const ATTEMPTS = 3;

export type TSearchCacheStats = { scans: number; patches: number; hits: number };

/**
 * Per database handle and process: the count, ordered ids and sort keys of each recent search,
 * tagged with the write version they were read at. A page is answered from an entry only if
 * `video_search_version.n`, read in the same statement as the page's rows, still has that value,
 * so counts and pages stay exact. When it has moved on, an entry that holds every match is
 * brought up to date from the videos written since (`video_search_changes`); others scan again.
 */
class SearchCache {
  readonly stats: TSearchCacheStats = { scans: 0, patches: 0, hits: 0 };
  private readonly entries = new Map<string, TEntry>();
  private readonly loading = new Map<string, Promise<TEntry>>();
  private held = 0;

  get(key: string): TEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key); // re-inserted last: the Map's order is the least recently used first
    this.entries.set(key, entry);
    return entry;
  }

  /** Concurrent requests for one search share one read. */
  load(key: string, read: () => Promise<TEntry>): Promise<TEntry> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = read()
      .then((entry) => {
        if (entry.version >= 0) this.put(key, entry);
        return entry;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  private put(key: string, entry: TEntry) {
    const old = this.entries.get(key);
    if (old && old.version > entry.version) return;
    if (old) this.held -= old.ids.length;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.held += entry.ids.length;
    for (const [oldest, { ids }] of this.entries) {
      if (this.held <= IDS_PER_PROCESS) break;
      this.entries.delete(oldest);
      this.held -= ids.length;
    }
  }
}

const caches = new WeakMap<object, SearchCache>();

function cacheOf(db: TDb): SearchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache();
    caches.set(db, cache);
  }
  return cache;
}

/** How this process's cache for `db` has answered: full scans, entries patched, pages served. */
export const searchCacheStats = (db: TDb): TSearchCacheStats => ({ ...cacheOf(db).stats });

/** What makes two searches the same list: everything but the page. */
function searchKey(query: TVideoSearchQuery) {
  const tagIds = [...new Set([...(query.tag_ids ?? []), ...(query['tag_ids[]'] ?? [])])];
  return JSON.stringify([
    query.q?.toLowerCase() ?? '',
    query.sort,
    query.locale ?? '',
    query.status ?? '',
    query.from ?? '',
    query.to ?? '',
    query.region_id ?? 0,
    query.country_id ?? 0,
    tagIds.sort((a, b) => a - b),
  ]);
}

/** The entry as of now: patched from the changes since `stale` where that is possible, else scanned. */
async function freshEntry(
  db: TDb,
  cache: SearchCache,
  query: TVideoSearchQuery,
  where: () => SQL | undefined,
  stale: TEntry | undefined,
): Promise<TEntry> {
  if (stale && isComplete(stale)) {
    const change = await searchChanges(db, query, where(), stale.version, CHANGES_PER_PATCH);
    if (change.changed && change.version >= 0 && change.changesFrom <= stale.version) {
      cache.stats.patches++;
      return patchEntry(stale, query.sort, { ...change, changed: change.changed });
    }
  }
  cache.stats.scans++;
  const found = await matchedIds(db, query, where(), IDS_PER_SEARCH);
  return {
    version: found.version,
    count: found.count,
    ids: Int32Array.from(found.ids),
    keys: toKeys(found.keys),
  };
}

/**
 * A page from the cache: one statement reads the page's videos by id with the write version,
 * kept when the version is the entry's. Otherwise (first time, or written since) the entry is
 * brought up to date and the page read again; pages beyond the ids kept, or a search overtaken
 * by writes each time, are answered by `read.scan`.
 */
export async function cachedPage(
  db: TDb,
  query: TVideoSearchQuery,
  read: { where: () => SQL | undefined; scan: () => Promise<TSearchPage> },
): Promise<TSearchPage> {
  const cache = cacheOf(db);
  const key = searchKey(query);
  const from = (query.page - 1) * query.per_page;
  const to = from + query.per_page;
  let entry = cache.get(key);
  let stale: TEntry | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const known = stale;
    entry ??= await cache.load(key, () => freshEntry(db, cache, query, read.where, known));
    if (entry.version < 0 || (to > entry.ids.length && !isComplete(entry))) break;
    const page = await pageOfIds(db, Array.from(entry.ids.subarray(from, to)));
    if (page.version === entry.version) {
      cache.stats.hits++;
      return { count: entry.count, videos: page.videos };
    }
    stale = entry;
    entry = undefined;
  }
  return read.scan();
}
