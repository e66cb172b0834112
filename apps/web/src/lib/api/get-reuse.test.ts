import { tagEndpoints } from '@newsroom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/json-response';
import { stubFetchEachTest } from '../../test/stub-api';
import { call } from './call';
import { apiRequest } from './client';

const fetchMock = stubFetchEachTest(() => json(200, { tags: [], count: 0 }), '/cms/content/tags');

afterEach(() => vi.useRealTimers());

/** A fetch that answers only when told, and rejects like the browser when its signal aborts. */
function heldFetch() {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        answer = resolve;
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
  return (response: Response) => answer(response);
}

const signalOf = (index = 0) =>
  (fetchMock.mock.calls[index]?.[1] as RequestInit).signal as AbortSignal;

describe('the 10 s GET reuse with abort signals (SPEC §7)', () => {
  it('reuses a GET that passes an abort signal, through call() too', async () => {
    const query = { locale: 'en' };
    await call(tagEndpoints.list, { query, signal: new AbortController().signal });
    await call(tagEndpoints.list, { query, signal: new AbortController().signal });
    await apiRequest('/api/admin/content/tags', {
      params: query,
      signal: new AbortController().signal,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again after 10 s even with a signal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signal = new AbortController().signal;
    await apiRequest('/api/locales', { signal });
    vi.advanceTimersByTime(10_500);
    await apiRequest('/api/locales', { signal });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("one caller's abort ends only its own wait; the other still gets the answer", async () => {
    const answer = heldFetch();
    const first = new AbortController();
    const firstWait = apiRequest('/api/locales', { signal: first.signal });
    const secondWait = apiRequest('/api/locales', { signal: new AbortController().signal });
    first.abort();
    await expect(firstWait).rejects.toMatchObject({ name: 'AbortError', code: 20 });
    expect(signalOf().aborted).toBe(false);
    answer(json(200, { locales: ['en'] }));
    await expect(secondWait).resolves.toMatchObject({ ok: true, data: { locales: ['en'] } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts the request itself when every caller has left, and does not reuse it', async () => {
    heldFetch();
    const one = new AbortController();
    const two = new AbortController();
    const waits = [
      apiRequest('/api/locales', { signal: one.signal }),
      apiRequest('/api/locales', { signal: two.signal }),
    ];
    one.abort();
    expect(signalOf().aborted).toBe(false);
    two.abort();
    expect(signalOf().aborted).toBe(true);
    for (const wait of waits) await expect(wait).rejects.toMatchObject({ name: 'AbortError' });
    await apiRequest('/api/locales');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a caller arriving right after every caller left asks anew, not the abandoned request', async () => {
    heldFetch();
    const leaving = new AbortController();
    const left = apiRequest('/api/locales', { signal: leaving.signal });
    leaving.abort();
    const next = apiRequest('/api/locales', { signal: new AbortController().signal });
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    await expect(next).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a caller without a signal keeps the shared request alive', async () => {
    const answer = heldFetch();
    const leaving = new AbortController();
    const staying = apiRequest('/api/locales');
    const left = apiRequest('/api/locales', { signal: leaving.signal });
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    expect(signalOf().aborted).toBe(false);
    answer(json(200, { locales: [] }));
    await expect(staying).resolves.toMatchObject({ ok: true });
  });

  it('an already aborted signal rejects without asking', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest('/api/locales', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fresh asks again, and its answer is the one reused next', async () => {
    await apiRequest('/api/locales');
    await apiRequest('/api/locales', { fresh: true });
    await apiRequest('/api/locales', { signal: new AbortController().signal });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
