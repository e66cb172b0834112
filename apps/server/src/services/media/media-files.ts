import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../../adapters/storage';
import type { TImageFiles } from './image-files';

export type TMediaDeps = { storage: MediaStorage; log: FastifyBaseLogger };

/**
 * Removes files no row points to any more. Called after the commit that let go of them;
 * a failure leaves an orphan file, never a broken record.
 */
export async function removeMediaFiles(deps: TMediaDeps, urls: (string | null)[]) {
  for (const url of urls) {
    const key = url ? deps.storage.keyOf(url) : null;
    if (!key) continue;
    await deps.storage.remove(key).catch((error) => {
      deps.log.warn({ err: error, key }, 'could not remove a replaced media file');
    });
  }
}

/**
 * Stores the original as `<base>.<ext>` and the variant as `<base>-<suffix>.<ext>` (a new
 * base each time: keys are never reused, so they can be cached for a year), then runs
 * `attach` with their URLs. Both files are removed again if storing or `attach` fails.
 */
export async function storeImageFiles<T>(
  deps: TMediaDeps,
  base: string,
  suffix: string,
  files: TImageFiles,
  attach: (urls: { url: string; variantUrl: string }) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    const url = await deps.storage.put(
      `${base}.${files.original.ext}`,
      files.original.body,
      files.original.type,
    );
    stored.push(url);
    const variantUrl = await deps.storage.put(
      `${base}-${suffix}.${files.variant.ext}`,
      files.variant.body,
      files.variant.type,
    );
    stored.push(variantUrl);
    return await attach({ url, variantUrl });
  } catch (error) {
    await removeMediaFiles(deps, stored);
    throw error;
  }
}
