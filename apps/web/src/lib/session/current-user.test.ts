import { describe, expect, it } from 'vitest';
import { isSignedIn } from './current-user';

const user = {
  id: 7,
  first_name: 'A',
  last_name: 'B',
  email: 'a@b.test',
  user_role: 'admin' as const,
  admin_group: 'super_admin' as const,
  session_expires_at: '2030-01-01T00:00:00.000Z',
};
const now = Date.parse('2029-01-01T00:00:00Z');

describe('SPEC §4 session state', () => {
  it('is signed in with a loaded user, an integer id and a live session', () => {
    expect(isSignedIn(user, false, now)).toBe(true);
  });
  it('is signed out when the load failed, the id is not an integer or the session expired', () => {
    expect(isSignedIn(user, true, now)).toBe(false);
    expect(isSignedIn({ ...user, id: 7.5 }, false, now)).toBe(false);
    expect(isSignedIn(user, false, Date.parse('2031-01-01T00:00:00Z'))).toBe(false);
    expect(isSignedIn(null, false, now)).toBe(false);
  });
});
