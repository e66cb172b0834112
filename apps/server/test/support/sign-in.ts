import { ADMIN_GROUPS, type TAdminGroup } from '@newsroom/contract';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../../src/services/auth/sessions';
import type { TTestApp } from './app';
import { createAdmin, createCustomer, type TTestUser } from './factories';

/** Signs in through the real endpoint and returns the `cookie` header value for later calls. */
export async function signIn(
  app: FastifyInstance,
  user: Pick<TTestUser, 'email' | 'password'>,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/users/sign_in.json',
    payload: { user: { email: user.email, password: user.password } },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('sign-in set no sid cookie');
  return `sid=${cookie.value}`;
}

/**
 * A session cookie made directly in the database, for users the sign-in call
 * refuses (customers): lets tests check what the API does with such a session.
 */
export async function sessionCookieFor(t: TTestApp, user: { id: number }): Promise<string> {
  const { token } = await createSession(t.db, { userId: user.id, now: t.clock.now() }, t.config);
  return `sid=${token}`;
}

/** A signed-in admin of every group and a customer's session: for tests that walk the access policy. */
export async function signInEveryGroup(t: TTestApp) {
  const admins = new Map<TAdminGroup, string>();
  for (const group of ADMIN_GROUPS) {
    admins.set(group, await signIn(t.app, await createAdmin(t.db, { group })));
  }
  const customer = await sessionCookieFor(t, await createCustomer(t.db));
  return { admins, customer };
}

type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Calls through the real HTTP layer with a session cookie. `session` is read at each call, so a
 * file can make this before its `beforeAll` signs in.
 */
export const callsWith =
  (session: () => { app: FastifyInstance; cookie: string }) =>
  (method: TMethod, url: string, payload?: object) => {
    const { app, cookie } = session();
    return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  };
