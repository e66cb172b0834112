import { GET_REUSE_MS } from '@newsroom/contract';

export type TApiResponse<T> = { ok: boolean; status: number; data: T };

type TEntry = {
  at: number;
  response: Promise<TApiResponse<unknown>>;
  /** Aborts the one shared request when every caller that came with a signal has left. */
  controller: AbortController;
  /** Callers still waiting; a caller without a signal never leaves. */
  waiting: number;
  settled: boolean;
  /** An answer the page came with, not yet given to a `fresh` caller (see seedReusedGet). */
  fromPage?: boolean;
};

const entries = new Map<string, TEntry>();

const aborted = () => new DOMException('The operation was aborted.', 'AbortError');

function forget(url: string, entry: TEntry) {
  if (entries.get(url) === entry) entries.delete(url);
}

function liveEntry(url: string, now: number): TEntry | undefined {
  const entry = entries.get(url);
  if (!entry) return undefined;
  // An abandoned request is never joined: a caller right after the last one left asks anew.
  if (now - entry.at >= GET_REUSE_MS || entry.controller.signal.aborted) {
    entries.delete(url);
    return undefined;
  }
  return entry;
}

/** One caller's view of the shared answer: its own signal rejects only its own wait. */
function follow<T>(entry: TEntry, signal: AbortSignal | undefined): Promise<TApiResponse<T>> {
  const response = entry.response as Promise<TApiResponse<T>>;
  entry.waiting += 1;
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const leave = () => {
      entry.waiting -= 1;
      reject(aborted());
      if (entry.waiting === 0 && !entry.settled) entry.controller.abort();
    };
    if (signal.aborted) return leave();
    signal.addEventListener('abort', leave, { once: true });
    response.then(
      (value) => {
        signal.removeEventListener('abort', leave);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', leave);
        reject(error);
      },
    );
  });
}

/**
 * SPEC §7: a GET answer younger than 10 s is reused instead of asking again, for every GET,
 * also one that passes an abort signal: callers of the same URL share one request, each
 * caller's signal ends only its own wait, and the request itself is aborted when every caller
 * has left. `fresh` asks again and the new answer is the one reused from then on.
 */
export function sharedGet<T>(
  url: string,
  start: (signal: AbortSignal) => Promise<TApiResponse<T>>,
  options: { signal?: AbortSignal; fresh?: boolean } = {},
  now = Date.now(),
): Promise<TApiResponse<T>> {
  let entry = liveEntry(url, now);
  if (entry && options.fresh) {
    // The page's own answer is as fresh as the page: its first `fresh` caller takes it.
    if (entry.fromPage) entry.fromPage = false;
    else entry = undefined;
  }
  if (!entry) {
    if (options.signal?.aborted) return Promise.reject(aborted());
    const controller = new AbortController();
    const created: TEntry = {
      at: now,
      controller,
      waiting: 0,
      settled: false,
      response: start(controller.signal),
    };
    entries.set(url, created);
    // A failed or aborted answer is not worth reusing.
    created.response.then(
      (result) => {
        created.settled = true;
        if (!result.ok) forget(url, created);
      },
      () => {
        created.settled = true;
        forget(url, created);
      },
    );
    entry = created;
  }
  return follow<T>(entry, options.signal);
}

/**
 * An answer the page already holds (the server wrote the first screen's data into index.html):
 * the first GET of `url` within the reuse time gets it at once instead of asking the server,
 * one that asks `fresh` too (the answer was made for this very page load), but only once.
 */
export function seedReusedGet<T>(url: string, data: T, now = Date.now()) {
  entries.set(url, {
    at: now,
    controller: new AbortController(),
    waiting: 0,
    settled: true,
    fromPage: true,
    response: Promise.resolve({ ok: true, status: 200, data }),
  });
}

/**
 * A write drops every reused answer of the written resource's area: the first
 * four path segments (`PATCH /api/admin/content/tags/5/positions` drops
 * everything under `/api/admin/content/tags`), so a list refetched after a
 * change never shows the old rows.
 */
export function dropReusedGets(writtenPath: string) {
  const area = areaOf(writtenPath);
  for (const url of entries.keys()) {
    if (new URL(url, 'http://x').pathname.startsWith(area)) entries.delete(url);
  }
}

export function areaOf(path: string): string {
  const segments = new URL(path, 'http://x').pathname.split('/').filter(Boolean);
  return `/${segments.slice(0, Math.min(4, Math.max(1, segments.length - 1))).join('/')}`;
}

export function clearReusedGets() {
  entries.clear();
}
