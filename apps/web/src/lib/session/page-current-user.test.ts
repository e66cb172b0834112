import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { pageWithJson } from '../../test/page-with-json';
import { isAuthorized, setAuthorized } from '../api/auth-state';
import { CURRENT_USER_KEY } from './current-user';
import { primeCurrentUser, readPageCurrentUser } from './page-current-user';

const user = {
  id: 7,
  first_name: 'A</script>',
  last_name: 'B',
  email: 'a@b.test',
  user_role: 'admin',
  admin_group: 'super_admin',
  session_expires_at: '2030-01-01T00:00:00.000Z',
};

const page = (content: string | undefined) => pageWithJson('current-user', content);

afterEach(() => setAuthorized(false));

describe('the current user written into the page', () => {
  it('reads the server-escaped user back unchanged', () => {
    const escaped = JSON.stringify(user).replace(/</g, '\\u003c');
    expect(readPageCurrentUser(page(escaped))).toEqual(user);
  });

  it('is null for a page without a session, and unknown without the element or when unreadable', () => {
    expect(readPageCurrentUser(page('null'))).toBeNull();
    expect(readPageCurrentUser(page(undefined))).toBeUndefined();
    expect(readPageCurrentUser(page('{'))).toBeUndefined();
    expect(readPageCurrentUser(page('{"id":"x"}'))).toBeUndefined();
  });

  it('primes the query cache and the authorisation flag', () => {
    const client = new QueryClient();
    primeCurrentUser(client, page(JSON.stringify(user)));
    expect(client.getQueryData(CURRENT_USER_KEY)).toEqual(user);
    expect(isAuthorized()).toBe(true);

    const signedOut = new QueryClient();
    primeCurrentUser(signedOut, page('null'));
    expect(signedOut.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(isAuthorized()).toBe(false);

    const unknown = new QueryClient();
    primeCurrentUser(unknown, page(undefined));
    expect(unknown.getQueryState(CURRENT_USER_KEY)).toBeUndefined();
  });
});
