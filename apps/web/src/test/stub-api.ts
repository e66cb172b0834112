import type { TAdminGroup, TCurrentUser, TLocale } from '@newsroom/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAuthorized } from '../lib/api/auth-state';
import { clearReusedGets } from '../lib/api/get-reuse';
import { json } from './json-response';

export const TEST_LOCALES: TLocale[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
];

export function testUser(group: TAdminGroup): TCurrentUser {
  return {
    id: 1,
    first_name: 'Test',
    last_name: group,
    email: 'a@example.test',
    user_role: 'admin',
    admin_group: group,
    session_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

type TAnswer = (url: string, init?: RequestInit) => Response | undefined;

/**
 * Stubs `fetch` with `answer`; what it leaves unanswered gets the signed-in `group`'s
 * current user, the `locales`, or a 404 with an errors array.
 */
export function stubApi(
  answer: TAnswer,
  {
    group = 'super_admin',
    locales = TEST_LOCALES,
  }: { group?: TAdminGroup; locales?: TLocale[] } = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answered = answer(url, init);
    if (answered) return answered;
    if (url.startsWith('/current_user.json')) return json(200, testUser(group));
    if (url.startsWith('/api/locales')) return json(200, { locales });
    return json(404, { errors: [{ code: 'not_found' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Signed in, no reused GETs before each test, the real `fetch` back after it. */
export function setUpApiStubs() {
  beforeEach(() => {
    setAuthorized(true);
    clearReusedGets();
  });
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * For the API client's own tests: before each test, signed in with no reused GETs, at `path`
 * when given, `fetch` answers `answer()` (a test may queue others on the returned mock); the real
 * `fetch` is back after it.
 */
export function stubFetchEachTest(answer: () => Response, path?: string) {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
    clearReusedGets();
    setAuthorized(true);
    if (path) window.history.replaceState(null, '', path);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
