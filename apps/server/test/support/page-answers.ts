import { brotliDecompressSync } from 'node:zlib';
import type { TPageAnswer } from '@newsroom/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The answers the server wrote into the page at `url` for the `cookie`s, [] without them. */
export async function pageAnswersOf(
  app: FastifyInstance,
  url: string,
  cookie: string | string[],
): Promise<TPageAnswer[]> {
  const cookies = Array.isArray(cookie) ? cookie.join('; ') : cookie;
  const response = await app.inject({ url, headers: { cookie: cookies, 'accept-encoding': 'br' } });
  expect(response.statusCode).toBe(200);
  const html = brotliDecompressSync(response.rawPayload).toString('utf8');
  const match = html.match(
    /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s,
  );
  return match ? (JSON.parse(match[1] as string) as TPageAnswer[]) : [];
}

/** What the API itself answers the same session for `url`, as the screen would get it. */
export async function apiAnswerOf(app: FastifyInstance, url: string, cookie: string) {
  const response = await app.inject({ url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}
