import { join } from 'node:path';
import type { TConfig } from '../../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

export { MEDIA_URL_PREFIX } from './local-storage';
export { MEDIA_CACHE_CONTROL, type MediaStorage, PUBLIC_MEDIA_PREFIXES } from './storage';

/** S3-compatible storage when S3_BUCKET is set, otherwise `<DATA_DIR>/media`. */
export function createStorage(config: TConfig): MediaStorage {
  if (!config.S3_BUCKET) return new LocalStorage(join(config.dataDir, 'media'));
  const accessKeyId = config.S3_ACCESS_KEY_ID;
  const secretAccessKey = config.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
  }
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
    region: config.S3_REGION,
    accessKeyId,
    secretAccessKey,
    sessionToken: config.S3_SESSION_TOKEN,
    pathStyle: config.S3_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
