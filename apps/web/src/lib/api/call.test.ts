import {
  liveEventEndpoints,
  referenceEndpoints,
  tagEndpoints,
  videoEndpoints,
} from '@newsroom/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { json } from '../../test/json-response';
import { stubFetchEachTest } from '../../test/stub-api';
import { call, pathOf, urlOf } from './call';
import { ApiRequestError } from './client';

const fetchMock = stubFetchEachTest(() => json(200, { tags: [], count: 0 }), '/cms/content/tags');

const calledUrl = () => String(fetchMock.mock.calls[0]?.[0]);
const calledInit = () => fetchMock.mock.calls[0]?.[1] as RequestInit;

describe('call(endpoint, input)', () => {
  it("builds the URL from the definition's path, params and query, with its method", async () => {
    await call(tagEndpoints.list, { query: { locale: 'en', page: 2, q: 'a b' } });
    expect(calledUrl()).toBe('/api/admin/content/tags?locale=en&page=2&q=a+b');
    expect(calledInit().method).toBe('GET');
  });

  it('fills path params, URL-encoded, and sends the body as JSON', async () => {
    await call(tagEndpoints.rename, {
      params: { id: 5 },
      body: { tag: { name: 'x', version: 1 } },
    });
    expect(calledUrl()).toBe('/api/admin/content/tags/5');
    expect(calledInit().method).toBe('PATCH');
    expect(calledInit().body).toBe('{"tag":{"name":"x","version":1}}');
    expect(pathOf('/a/:slug/b', { slug: 'a/b c' })).toBe('/a/a%2Fb%20c/b');
  });

  it('throws the typed ApiRequestError on a failed answer', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { errors: [{ code: 'conflict' }] }));
    const failure = await call(tagEndpoints.move, {
      params: { id: 1 },
      body: { position: 2 },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).code).toBe('conflict');
  });

  it('reads a CSV answer (produces) as text, asking for the file and never reusing one', async () => {
    const csv = () =>
      new Response('id,name\n1,a\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    fetchMock.mockImplementation(async () => csv());
    const first = await call(videoEndpoints.downloadsCsv, { params: { id: 7 } });
    await call(videoEndpoints.downloadsCsv, { params: { id: 7 } });
    expectTypeOf(first).toEqualTypeOf<string>();
    expect(first).toBe('id,name\n1,a\n');
    expect(calledUrl()).toBe('/api/admin/content/video_projects/7/downloads.csv');
    expect((calledInit().headers as Record<string, string>).Accept).toBe(
      'text/csv, application/json',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a path without a value for one of its params', () => {
    expect(() => pathOf('/api/admin/content/tags/:id', {})).toThrow(/no value for :id/);
  });

  it('gives the address of an endpoint for what the browser loads itself', () => {
    expect(
      urlOf(liveEventEndpoints.history, { params: { slug: 'x' }, query: { before_id: 9 } }),
    ).toBe('/api/admin/content/live/events/x/history?before_id=9');
  });

  it('types input and answer from the definition', () => {
    expectTypeOf(call(tagEndpoints.get, { params: { id: 1 } })).resolves.toHaveProperty('version');
    expectTypeOf(call(tagEndpoints.delete, { params: { id: 1 } })).resolves.toEqualTypeOf<null>();
    expectTypeOf(call(referenceEndpoints.locales)).resolves.toHaveProperty('locales');
    // Wrong or missing inputs do not compile (checked by `npm run typecheck`).
    const never = () => {
      // @ts-expect-error the path has :id, not :slug
      void call(tagEndpoints.get, { params: { slug: 'x' } });
      // @ts-expect-error a rename needs its body
      void call(tagEndpoints.rename, { params: { id: 1 } });
      // @ts-expect-error the body is the definition's
      void call(tagEndpoints.move, { params: { id: 1 }, body: { place: 1 } });
      // @ts-expect-error no query key the definition lacks
      void call(tagEndpoints.list, { query: { locale: 'en', colour: 'red' } });
      // @ts-expect-error a call without params has none to pass
      void call(referenceEndpoints.locales, { params: { id: 1 } });
    };
    expect(never).toBeTypeOf('function');
  });
});
