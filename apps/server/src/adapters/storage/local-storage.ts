import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, keyAfter, type MediaStorage } from './storage';

export const MEDIA_URL_PREFIX = '/media/';

/** The embedded default: files under `<DATA_DIR>/media`, served by the server at /media/. */
export class LocalStorage implements MediaStorage {
  constructor(readonly localFolder: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    const path = join(this.localFolder, assertSafeKey(key));
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, body);
    await rename(partial, path);
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  async remove(key: string): Promise<void> {
    await rm(join(this.localFolder, assertSafeKey(key)), { force: true });
  }

  keyOf(url: string): string | null {
    return keyAfter(MEDIA_URL_PREFIX, url);
  }
}
