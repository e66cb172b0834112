import { GET_REUSE_MS } from '@newsroom/contract';

type TEntry = { at: number; response: Promise<TApiResponse<unknown>> };
export type TApiResponse<T> = { ok: boolean; status: number; data: T };

const entries = new Map<string, TEntry>();

/** SPEC §7: a GET answer younger than 10 s is reused instead of asking again. */
export function reusedGet<T>(url: string, now = Date.now()): Promise<TApiResponse<T>> | undefined {
  const entry = entries.get(url);
  if (!entry) return undefined;
  if (now - entry.at >= GET_REUSE_MS) {
    entries.delete(url);
    return undefined;
  }
  return entry.response as Promise<TApiResponse<T>>;
}

export function rememberGet(
  url: string,
  response: Promise<TApiResponse<unknown>>,
  now = Date.now(),
) {
  entries.set(url, { at: now, response });
  // A failed answer is not worth reusing.
  response.then(
    (result) => {
      if (!result.ok) entries.delete(url);
    },
    () => entries.delete(url),
  );
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
