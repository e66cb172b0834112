import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/json-response';
import { stubFetchEachTest } from '../../test/stub-api';
import { setAuthorized } from './auth-state';
import { ApiRequestError, apiJson, apiRequest } from './client';
import { setErrorReporter } from './error-reporting';

const fetchMock = stubFetchEachTest(() => json(200, { ok: true }), '/cms/content/videos/all');
let reported: string[];

beforeEach(() => {
  reported = [];
  setErrorReporter((message) => reported.push(message));
});

afterEach(() => vi.useRealTimers());

const calledUrl = (index = 0) => String(fetchMock.mock.calls[index]?.[0]);
const calledInit = (index = 0) => fetchMock.mock.calls[index]?.[1] as RequestInit;

describe('the API client (SPEC §7)', () => {
  it('sends credentials with every request', async () => {
    await apiRequest('/api/locales');
    await apiRequest('/api/admin/content/tags/1', { method: 'DELETE' });
    expect(calledInit(0).credentials).toBe('include');
    expect(calledInit(1).credentials).toBe('include');
  });

  it('leaves absolute endpoints as they are and prefixes relative ones with the API host', async () => {
    await apiRequest('https://stats.example/embed');
    await apiRequest('/api/locales');
    expect(calledUrl(0)).toBe('https://stats.example/embed');
    expect(calledUrl(1)).toBe('/api/locales');
  });

  it('writes search parameters with arrays in the bracket form', async () => {
    await apiRequest('/api/admin/content/live/events/pasts', {
      params: { page: 2, status: ['live', 'ended'], q: 'news room', empty: '', none: undefined },
    });
    expect(calledUrl()).toBe(
      '/api/admin/content/live/events/pasts?page=2&status%5B%5D=live&status%5B%5D=ended&q=news+room',
    );
  });

  it('sends JSON bodies by default and reads JSON or text answers', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('plain words', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    const text = await apiRequest('/api/admin/content/tags', {
      method: 'POST',
      body: { tag: { name: 'x' } },
    });
    expect(calledInit().body).toBe('{"tag":{"name":"x"}}');
    expect((calledInit().headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(text.data).toBe('plain words');
  });

  it('gives every POST an Idempotency-Key and sends it again once after a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const answer = await apiRequest('/api/admin/content/tags', { method: 'POST', body: {} });
    expect(answer.status).toBe(200);
    const key = (index: number) =>
      (calledInit(index).headers as Record<string, string>)['Idempotency-Key'];
    expect(key(0)).toMatch(/\w{8,}/);
    expect(key(1)).toBe(key(0));
    await apiRequest('/api/admin/content/tags', { method: 'POST', body: {} });
    expect(key(2)).not.toBe(key(0));
  });

  it('keeps the key when the unchanged form is sent again after a network error, not after an edit or a success', async () => {
    const key = (index: number) =>
      (calledInit(index).headers as Record<string, string>)['Idempotency-Key'];
    const lost = () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    };
    const create = (name: string) =>
      apiRequest('/api/admin/content/live/events', { method: 'POST', body: { title: name } });
    lost();
    await expect(create('Final')).rejects.toThrow('Failed to fetch');
    // The user submits again, unchanged: same key (calls 0 and 1 were the attempt and its retry).
    await create('Final');
    expect(key(2)).toBe(key(0));
    // After that success, the same form again is a new thing.
    await create('Final');
    expect(key(3)).not.toBe(key(0));
    // An edit after a network error is another request: another key.
    lost();
    await expect(create('Final')).rejects.toThrow();
    await create('Final, edited');
    expect(key(6)).not.toBe(key(4));
    // A 5xx may come from a gateway while the server still creates: the key stays.
    fetchMock.mockResolvedValueOnce(json(502, { message: 'Bad gateway' }));
    await create('Bridge');
    await create('Bridge');
    expect(key(8)).toBe(key(7));
  });

  it('reuses a GET answer younger than 10 s and asks again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await apiRequest('/api/locales');
    vi.advanceTimersByTime(9_000);
    await apiRequest('/api/locales');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_500);
    await apiRequest('/api/locales');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops reused answers of the area a write touches', async () => {
    await apiRequest('/api/admin/content/tags', { params: { locale: 'en' } });
    await apiRequest('/api/admin/content/tags/5/positions', {
      method: 'PATCH',
      body: { position: 1 },
    });
    await apiRequest('/api/admin/content/tags', { params: { locale: 'en' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers 401 locally while signed out, except for the allowed calls', async () => {
    setAuthorized(false);
    const refused = await apiRequest('/api/admin/content/tags');
    expect(refused).toEqual({ ok: false, status: 401, data: { message: 'Unauthorized' } });
    expect(fetchMock).not.toHaveBeenCalled();
    for (const path of [
      '/current_user.json',
      '/users/sign_in.json',
      '/users/sign_out',
      '/api/admin/users/admins/token_verifications',
      '/api/time_zones',
      '/api/users/password_instructions',
    ]) {
      await apiRequest(path, { fresh: true });
    }
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('answers 401 locally on the sign-in page even when the flag is set', async () => {
    window.history.replaceState(null, '', '/cms/signin');
    const refused = await apiRequest('/api/locales');
    expect(refused.status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports '{status}, Error {codes}' and still returns the answer", async () => {
    fetchMock.mockResolvedValueOnce(json(422, { errors: [{ code: 'invalid' }, { field: 'x' }] }));
    const response = await apiRequest('/api/admin/content/tags', { method: 'POST', body: {} });
    expect(response.status).toBe(422);
    expect(reported).toEqual(['422, Error invalid,unknown']);
  });

  it('reports the body itself when it has no errors array', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { oops: 1 }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await apiRequest('/api/one', { fresh: true });
    await apiRequest('/api/two', { fresh: true });
    expect(reported).toEqual(['500, Error {"oops":1}', '502, Error unknown']);
  });

  it('reports and rejects a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/locales')).rejects.toThrow('Failed to fetch');
    expect(reported[0]).toMatch(/^Network error/);
  });

  it('does not report an aborted request', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(
      apiRequest('/api/locales', { signal: new AbortController().signal }),
    ).rejects.toMatchObject({
      code: 20,
    });
    expect(reported).toEqual([]);
  });

  it('apiJson throws the typed errors of a failed answer', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { errors: [{ code: 'conflict', message: 'stale' }] }),
    );
    const failure = (await apiJson('/api/admin/content/tags/1', {
      method: 'PATCH',
      body: {},
    }).catch((e: unknown) => e)) as ApiRequestError;
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure.status).toBe(409);
    expect(failure.code).toBe('conflict');
  });
});
