import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { streamHtml } from '../src/lib/compress-html';

/** Waits on a condition, never on a time: generous for a loaded two-core machine. */
const WAIT = { timeout: 10_000, interval: 5 };

describe('a page sent in two parts', () => {
  it('gives its first part before the rest is known, in each encoding', async () => {
    // Decoders that also read a stream cut after a flush.
    const br = (buffer: Buffer) =>
      brotliDecompressSync(buffer, { finishFlush: constants.BROTLI_OPERATION_FLUSH });
    const gzip = (buffer: Buffer) => gunzipSync(buffer, { finishFlush: constants.Z_SYNC_FLUSH });
    for (const [encoding, decode] of [
      ['br', br],
      ['gzip', gzip],
      [undefined, (buffer: Buffer) => buffer],
    ] as const) {
      let finish: (text: string) => void = () => undefined;
      const stream = streamHtml(
        '<head>',
        () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
        encoding,
      );
      const received: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => received.push(chunk));
      const text = () => {
        try {
          return decode(Buffer.concat(received)).toString();
        } catch {
          return '';
        }
      };
      // The first part is flushed at once: readable while the rest is still awaited (the flush
      // runs on libuv's pool: on a loaded machine that takes more than a few event-loop turns).
      await vi.waitFor(() => expect(text()).toBe('<head>'), WAIT);
      // The rest ends the page once it is known.
      const ended = new Promise((resolve) => stream.on('end', resolve));
      finish('<body></body>');
      await ended;
      expect(text()).toBe('<head><body></body>');
    }
  });

  it("starts the rest's work only once the first part is out and the page is being read", async () => {
    for (const encoding of ['br', 'gzip', undefined] as const) {
      let started = false;
      const stream = streamHtml(
        '<head>',
        async () => {
          started = true;
          return '<body></body>';
        },
        encoding,
      );
      const chunks: Buffer[] = [];
      // Nobody reads yet: the rest's work has not started, nothing is ended.
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(started).toBe(false);
      expect(stream.writableEnded).toBe(false);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      await new Promise((resolve) => stream.on('end', resolve));
      const page = Buffer.concat(chunks);
      const text =
        encoding === 'br'
          ? brotliDecompressSync(page).toString()
          : encoding === 'gzip'
            ? gunzipSync(page).toString()
            : page.toString();
      expect(text).toBe('<head><body></body>');
    }
  });

  it('ends the page with an error when the rest fails, without an unhandled rejection', async () => {
    const stream = streamHtml('<head>', () => Promise.reject(new Error('the data failed')), 'br');
    const error = new Promise((resolve) => stream.on('error', resolve));
    stream.resume();
    expect(await error).toMatchObject({ message: 'the data failed' });
  });

  it('writes nothing more once the browser has left', async () => {
    let finish: ((text: string) => void) | undefined;
    const stream = streamHtml(
      '<head>',
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
      'br',
    );
    stream.resume();
    await vi.waitFor(() => expect(finish).toBeDefined(), WAIT);
    stream.destroy();
    finish?.('<body>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.destroyed).toBe(true);
  });

  it('does not start the rest for a browser that left before the first part was out', async () => {
    let started = false;
    const stream = streamHtml(
      '<head>',
      async () => {
        started = true;
        return '<body>';
      },
      'gzip',
    );
    stream.destroy();
    stream.resume();
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(false);
  });
});
