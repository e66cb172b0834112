import type { TVideoSearchQuery } from '@newsroom/contract';
import type { SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { matchedIds, pageOfIds, type TMatchedIds, type TSearchPage } from './search-statements';

/** Ids kept per search: 100,000 is page 6,666 at 15 a page; later pages are searched each time. */
const IDS_PER_SEARCH = 100_000;
/** Ids kept over all searches of one process (4 bytes each, so about 8 MB). */
const IDS_PER_PROCESS = 2_000_000;
/** Reads of a search that a write overtook before it gives up the cache for one scan. */
const ATTEMPTS = 3;

type TEntry = { version: number; count: number; ids: Int32Array };

/**
 * Per database handle and process: (count, ordered ids) of each recent search,
 * tagged with the write version they were read at. A page is answered from an
 * entry only if `video_search_version.n`, read in the same statement as the
 * page's rows, still has that value, so counts and pages stay exact; any write
 * to video_projects or content_tags changes `n` in its own transaction.
 */
class SearchCache {
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

  /** Concurrent misses of one search share one scan. */
  load(key: string, read: () => Promise<TMatchedIds>): Promise<TEntry> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = read()
      .then((found) => {
        const entry = {
          version: found.version,
          count: found.count,
          ids: Int32Array.from(found.ids),
        };
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
 * A page from the cache: one statement reads the page's videos by id with the write version,
 * kept when the version is the entry's. Otherwise (first time, or written since) one scan
 * refills the entry; pages beyond the ids kept, or a search overtaken by writes each time, are
 * answered by `read.scan`.
 */
export async function cachedPage(
  db: TDb,
  query: TVideoSearchQuery,
  read: { where: () => SQL | undefined; scan: () => Promise<TSearchPage> },
): Promise<TSearchPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache();
    caches.set(db, cache);
  }
  const key = searchKey(query);
  const from = (query.page - 1) * query.per_page;
  const to = from + query.per_page;
  let entry = cache.get(key);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    entry ??= await cache.load(key, () => matchedIds(db, query, read.where(), IDS_PER_SEARCH));
    if (entry.version < 0 || (to > entry.ids.length && entry.ids.length < entry.count)) break;
    const page = await pageOfIds(db, Array.from(entry.ids.subarray(from, to)));
    if (page.version === entry.version) return { count: entry.count, videos: page.videos };
    entry = undefined;
  }
  return read.scan();
}
