import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, keyAfter, MEDIA_CACHE_CONTROL, type MediaStorage } from './storage';

export type TS3Options = {
  bucket: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com, http://minio:9000 */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO and most S3-compatibles) or `<bucket>.<endpoint host>/<key>`. */
  pathStyle: boolean;
  /** Where browsers load objects from (a CDN, or a public bucket URL); default the bucket URL. */
  publicUrl?: string;
  /** Tests pass a recording fetch. */
  fetch?: (request: Request) => Promise<Response>;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Any S3-compatible store through SigV4-signed fetch calls (aws4fetch). Objects
 * are written with their type and a year-long Cache-Control; reading them is
 * up to the bucket's public policy or the CDN in front of it.
 */
export class S3Storage implements MediaStorage {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly publicBase: string;
  private readonly send: (request: Request) => Promise<Response>;

  constructor(options: TS3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      sessionToken: options.sessionToken,
      service: 's3',
      region: options.region,
    });
    const endpoint = new URL(options.endpoint);
    this.bucketUrl = options.pathStyle
      ? `${trimSlash(endpoint.origin + endpoint.pathname)}/${encodeURIComponent(options.bucket)}`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${trimSlash(endpoint.pathname)}`;
    this.publicBase = `${trimSlash(options.publicUrl ?? this.bucketUrl)}/`;
    this.send = options.fetch ?? ((request) => fetch(request));
  }

  private objectUrl(key: string) {
    return `${this.bucketUrl}/${assertSafeKey(key)}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    const request = await this.client.sign(this.objectUrl(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: {
        'Content-Type': contentType,
        'Cache-Control': MEDIA_CACHE_CONTROL,
        // The payload is signed too, so a changed body in transit is refused by the store.
        'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
      },
    });
    const response = await this.send(request);
    if (!response.ok) throw await storageError('PUT', key, response);
    return `${this.publicBase}${key}`;
  }

  async remove(key: string): Promise<void> {
    const request = await this.client.sign(this.objectUrl(key), { method: 'DELETE' });
    const response = await this.send(request);
    if (!response.ok && response.status !== 404) throw await storageError('DELETE', key, response);
  }

  keyOf(url: string): string | null {
    return keyAfter(this.publicBase, url);
  }
}

async function storageError(method: string, key: string, response: Response) {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'unknown';
  return new Error(`S3 ${method} ${key} answered ${response.status} ${code}`);
}
