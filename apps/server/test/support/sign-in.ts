import { ADMIN_GROUPS, type TAdminGroup } from '@newsroom/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
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

/** Makes an admin of `group` and signs them in: the cookie header value for their calls. */
export async function cookieFor(t: TTestApp, group: TAdminGroup = 'super_admin'): Promise<string> {
  return signIn(t.app, await createAdmin(t.db, { group }));
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
    admins.set(group, await cookieFor(t, group));
  }
  const customer = await sessionCookieFor(t, await createCustomer(t.db));
  return { admins, customer };
}

type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Calls through the real HTTP layer with a session cookie (`as` for another's). `session` is read
 * at each call, so a file can make this before its `beforeAll` signs in.
 */
export const callsWith =
  (session: () => { app: FastifyInstance; cookie: string }) =>
  (method: TMethod, url: string, payload?: object, as?: string) => {
    const { app, cookie } = session();
    const headers = { cookie: as ?? cookie };
    return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };

/** `send` under one path prefix: an area's API for a test, the body sent as JSON. */
export const apiUnder =
  (prefix: string, send: ReturnType<typeof callsWith>) =>
  (method: TMethod, path = '', body?: unknown) =>
    send(method, `${prefix}${path}`, body as object | undefined);

/** POSTs through `send` and answers the new row (id, version); anything but 201 fails the test. */
export const createdWith =
  (send: ReturnType<typeof callsWith>) =>
  async <T = { id: number; version: number }>(url: string, payload: object): Promise<T> => {
    const response = await send('POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as T;
  };
