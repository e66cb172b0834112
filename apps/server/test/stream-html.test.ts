import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { streamHtml } from '../src/lib/compress-html';

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
      let finish: ((text: string) => void) | undefined;
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
      // The first part is flushed at once: readable while the rest is still awaited.
      for (let turn = 0; turn < 1000 && text() !== '<head>'; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(text()).toBe('<head>');
      // The rest is being worked out now: it ends the page once it is known.
      for (let turn = 0; turn < 1000 && !finish; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      const ended = new Promise((resolve) => stream.on('end', resolve));
      finish?.('<body></body>');
      await ended;
      expect(text()).toBe('<head><body></body>');
    }
  });

  it('starts a rest given as work only once the first part has gone out', async () => {
    for (const encoding of ['br', 'gzip', undefined] as const) {
      const events: string[] = [];
      const stream = streamHtml(
        '<head>',
        async () => {
          events.push('rest started');
          return '<body></body>';
        },
        encoding,
      );
      // Nobody reads yet: the work waits for the page to be on its way.
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(events).toEqual([]);
      stream.on('data', () => {
        if (!events.includes('first part out')) events.push('first part out');
      });
      await new Promise((resolve) => stream.on('end', resolve));
      expect(events).toEqual(['first part out', 'rest started']);
    }
  });

  it('writes nothing more once the browser has left', async () => {
    let finish: (text: string) => void = () => undefined;
    const stream = streamHtml(
      '<head>',
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
      'br',
    );
    stream.destroy();
    finish('<body>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.destroyed).toBe(true);
  });
});
