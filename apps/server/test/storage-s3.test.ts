import { createHash, createHmac } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorage } from '../src/adapters/storage';
import { LocalStorage } from '../src/adapters/storage/local-storage';
import { S3Storage, type TS3Options } from '../src/adapters/storage/s3-storage';
import { loadConfig } from '../src/config';

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const base: Omit<TS3Options, 'fetch'> = {
  bucket: 'media-bucket',
  endpoint: 'http://minio.test:9000',
  region: 'eu-central-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: SECRET,
  pathStyle: true,
};

/** A stand-in for the store that records every request it gets. */
function fakeStore(status = 200, body = '') {
  const calls: Request[] = [];
  const fetch = async (request: Request) => {
    calls.push(request);
    return new Response(status === 204 ? null : body, { status });
  };
  return { calls, fetch };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** SigV4 worked out again here, independently of aws4fetch, from the request as sent. */
function verifySignature(request: Request, secret: string, region: string) {
  const url = new URL(request.url);
  const auth = request.headers.get('authorization') ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) throw new Error(`unexpected Authorization: ${auth}`);
  const [, day = '', scopeRegion, signedHeaders = '', signature] = match;
  expect(scopeRegion).toBe(region);
  const names = signedHeaders.split(';');
  expect(names).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
  const canonicalHeaders = names
    .map((name) => `${name}:${name === 'host' ? url.host : request.headers.get(name)?.trim()}\n`)
    .join('');
  const canonical = [
    request.method,
    url.pathname,
    '',
    canonicalHeaders,
    signedHeaders,
    request.headers.get('x-amz-content-sha256'),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    request.headers.get('x-amz-date'),
    scope,
    sha256(canonical),
  ].join('\n');
  let key = hmac(`AWS4${secret}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  expect(signature).toBe(hmac(key, toSign).toString('hex'));
}

describe('S3 storage (no live S3: the requests are checked as the store would)', () => {
  it('PUTs a signed object, path style, with its type, cache and payload hash', async () => {
    const store = fakeStore();
    const storage = new S3Storage({ ...base, fetch: store.fetch });
    const body = Buffer.from('not really a png, but bytes all the same');
    const url = await storage.put('live-events/7/abc.png', body, 'image/png');

    expect(url).toBe('http://minio.test:9000/media-bucket/live-events/7/abc.png');
    const [request] = store.calls;
    if (!request) throw new Error('no request sent');
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(url);
    expect(request.headers.get('content-type')).toBe('image/png');
    expect(request.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sent = Buffer.from(await request.clone().arrayBuffer());
    expect(Buffer.compare(sent, body)).toBe(0);
    expect(request.headers.get('x-amz-content-sha256')).toBe(sha256(body));
    verifySignature(request, SECRET, 'eu-central-1');
    expect(() => verifySignature(request, 'another-secret', 'eu-central-1')).toThrow();
  });

  it('addresses the bucket as a host name and hands out CDN URLs when told to', async () => {
    const store = fakeStore();
    const storage = new S3Storage({
      ...base,
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      pathStyle: false,
      publicUrl: 'https://cdn.example.com/newsroom/',
      fetch: store.fetch,
    });
    const url = await storage.put('live-events/7/abc-273x154.jpg', Buffer.from('x'), 'image/jpeg');
    expect(store.calls[0]?.url).toBe(
      'https://media-bucket.s3.eu-central-1.amazonaws.com/live-events/7/abc-273x154.jpg',
    );
    expect(url).toBe('https://cdn.example.com/newsroom/live-events/7/abc-273x154.jpg');
    expect(storage.keyOf(url)).toBe('live-events/7/abc-273x154.jpg');
    expect(storage.keyOf('https://elsewhere.example.com/live-events/7/abc.jpg')).toBeNull();
    expect(storage.keyOf('https://cdn.example.com/newsroom/../secret')).toBeNull();
  });

  it('reports a refused PUT with the store’s error code', async () => {
    const store = fakeStore(403, '<Error><Code>AccessDenied</Code></Error>');
    const storage = new S3Storage({ ...base, fetch: store.fetch });
    await expect(storage.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /403 AccessDenied/,
    );
  });

  it('DELETEs signed, and takes a missing object as removed', async () => {
    for (const status of [204, 404]) {
      const store = fakeStore(status);
      await new S3Storage({ ...base, fetch: store.fetch }).remove('live-events/7/abc.png');
      const [request] = store.calls;
      if (!request) throw new Error('no request sent');
      expect(request.method).toBe('DELETE');
      expect(request.url).toBe('http://minio.test:9000/media-bucket/live-events/7/abc.png');
      verifySignature(request, SECRET, 'eu-central-1');
    }
    const failing = new S3Storage({ ...base, fetch: fakeStore(500).fetch });
    await expect(failing.remove('a/b.png')).rejects.toThrow(/500/);
  });

  it('never sends a key that could leave the bucket prefix', async () => {
    const store = fakeStore();
    const storage = new S3Storage({ ...base, fetch: store.fetch });
    await expect(storage.put('../other/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /unsafe/,
    );
    expect(store.calls).toEqual([]);
  });
});

describe('choosing the storage from configuration', () => {
  it('uses <DATA_DIR>/media by default', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/newsroom-storage-test' });
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.localFolder).toBe(join('/tmp/newsroom-storage-test', 'media'));
  });

  it('uses S3 when S3_BUCKET is set, and wants its credentials', () => {
    expect(() => createStorage(loadConfig({ S3_BUCKET: 'media' }))).toThrow(/S3_ACCESS_KEY_ID/);
    const storage = createStorage(
      loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    );
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.localFolder).toBeUndefined();
  });
});
