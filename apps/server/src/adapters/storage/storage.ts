/** Where event images and other media files live; the embedded default is a local folder. */
export interface MediaStorage {
  /** Stores the bytes under `key` and answers the URL browsers load them from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Deletes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The key behind a URL this storage handed out, or null for any other URL. */
  keyOf(url: string): string | null;
  /** Set when the server itself serves the files under /media. */
  readonly localFolder?: string;
}

/**
 * The only key prefixes /media serves: the folder also holds files that are not
 * public (imported FTP videos under `videos/`), so nothing else is reachable.
 */
export const PUBLIC_MEDIA_PREFIXES = ['live-events/', 'banners/', 'seo/'] as const;

/** Stored files are served for a year: a key is never reused for other content. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Keys are made by the server; this refuses anything that could leave the media root. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.length > 300) {
    throw new Error(`unsafe media key: ${key}`);
  }
  return key;
}

/** The key after `base`, when `url` starts with it and the rest is a safe key. */
export function keyAfter(base: string, url: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  try {
    return assertSafeKey(key);
  } catch {
    return null;
  }
}
