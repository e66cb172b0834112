import type { TVideoSearchQuery } from '@newsroom/contract';
import type { SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  matchedIds,
  searchPageIds,
  searchVersion,
  type TMatchedIds,
  type TSearchPage,
} from './search-page-ids';

/** Ids kept per search: 100,000 is page 6,666 at 15 a page; later pages are searched each time. */
const IDS_PER_SEARCH = 100_000;
/** Ids kept over all searches of one process (4 bytes each, so about 8 MB). */
const IDS_PER_PROCESS = 2_000_000;

type TEntry = { version: number; count: number; ids: Int32Array };

/**
 * Per database handle and process: (count, ordered ids) of each recent search,
 * tagged with the write version they were read at. An entry answers only while
 * `video_search_version.n` still has that value, so counts and pages stay exact;
 * any write to video_projects or content_tags changes `n` in its own transaction.
 */
class SearchCache {
  private readonly entries = new Map<string, TEntry>();
  private readonly loading = new Map<string, Promise<TEntry>>();
  private held = 0;

  get(key: string, version: number): TEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key); // re-inserted last: the Map's order is the least recently used first
    this.entries.set(key, entry);
    return entry;
  }

  /** Concurrent misses of one search at one version share one scan. */
  load(key: string, version: number, read: () => Promise<TMatchedIds>): Promise<TEntry> {
    const id = `${version}\n${key}`;
    const pending = this.loading.get(id);
    if (pending) return pending;
    const promise = read()
      .then((found) => {
        const entry = {
          version: found.version,
          count: found.count,
          ids: Int32Array.from(found.ids),
        };
        this.put(key, entry);
        return entry;
      })
      .finally(() => this.loading.delete(id));
    this.loading.set(id, promise);
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

/**
 * A page of a filtered search from the cache when the write version is unchanged
 * (one primary-key read, then a slice), otherwise one scan that fills the cache.
 */
export async function cachedPageIds(
  db: TDbOrTx,
  query: TVideoSearchQuery,
  where: SQL | undefined,
): Promise<TSearchPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache();
    caches.set(db, cache);
  }
  const version = await searchVersion(db);
  if (version < 0) return searchPageIds(db, query, where);
  const key = searchKey(query);
  const entry =
    cache.get(key, version) ??
    (await cache.load(key, version, () => matchedIds(db, query, where, IDS_PER_SEARCH)));
  const from = (query.page - 1) * query.per_page;
  const to = from + query.per_page;
  if (to > entry.ids.length && entry.ids.length < entry.count) {
    return searchPageIds(db, query, where);
  }
  return { ids: Array.from(entry.ids.subarray(from, to)), count: entry.count };
}
