import { PassThrough, type Transform } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';

export type TContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli before gzip,
 * each only when listed without `q=0` (or covered by `*`); undefined for identity.
 */
export function negotiateEncoding(header: string | undefined): TContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return br > 0 ? 'br' : undefined;
}

/**
 * A page written per request (index.html with the brand and the current user), compressed
 * for this one answer. A fast brotli level: the page is a couple of KB, so this costs well
 * under a millisecond, and the highest levels would gain a few bytes for several times that.
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

/**
 * A page sent in two parts: `first` at once (compressed and flushed, so the browser starts on
 * its styles, scripts and frame), then the rest, whose work (the screen's data and render) starts
 * only once the first part is on its way: on the embedded database a query holds the event loop,
 * and with the work started at once the first part left only after all the screen's queries. A
 * browser that left meanwhile has had the stream closed: the rest is then neither started nor
 * written. The same encodings as compressHtml.
 */
export function streamHtml(
  first: string,
  rest: () => Promise<string>,
  encoding: TContentEncoding | undefined,
): Transform {
  const stream: Transform =
    encoding === 'br'
      ? createBrotliCompress({ params: BROTLI_PARAMS })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : new PassThrough();
  stream.write(first);
  const flushed = new Promise<void>((resolve) => {
    if ('flush' in stream && typeof stream.flush === 'function') stream.flush(() => resolve());
    else resolve();
  });
  // Piping into the response resumes the stream; the flushed part is written out after that.
  const reading = new Promise<void>((resolve) => stream.once('resume', () => resolve()));
  Promise.all([flushed, reading])
    .then(() => (stream.destroyed ? undefined : rest()))
    .then(
      (text) => {
        if (text !== undefined && !stream.destroyed) stream.end(text);
      },
      (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return stream;
}

export function compressHtml(
  html: string,
  encoding: TContentEncoding | undefined,
): string | Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(html, { params: BROTLI_PARAMS });
  }
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return html;
}
