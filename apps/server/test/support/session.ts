import type { TAdminGroup } from '@newsroom/contract';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TTestApp } from './app';
import { createAdmin, type TTestUser } from './factories';
import { callsWith, createdWith, signIn } from './sign-in';

export type TTestSession = TTestApp & {
  /** The admin signed in. */
  admin: TTestUser;
  /** The signed-in admin's `cookie` header value. */
  cookie: string;
  /** Calls through the real HTTP layer as that admin (`as` for another's cookie). */
  send: ReturnType<typeof callsWith>;
  /** POSTs as that admin and answers the new row; anything but 201 fails the test. */
  created: ReturnType<typeof createdWith>;
};

/**
 * A test file's app with an admin of `group` signed in: registers the file's `beforeAll` that
 * starts it and the `afterAll` that closes it (the file's own hooks run after and before those).
 * The app's fields and `cookie` are there from that `beforeAll` on: read them in hooks and tests,
 * never at the file's top level; `send` and `created` may be taken at once.
 */
export function signedInApp(
  group: TAdminGroup = 'super_admin',
  env: Record<string, string> = {},
): TTestSession {
  const session = {} as TTestSession;
  session.send = callsWith(() => session);
  session.created = createdWith(session.send);
  beforeAll(async () => {
    Object.assign(session, await createTestApp(env));
    session.admin = await createAdmin(session.db, { group });
    session.cookie = await signIn(session.app, session.admin);
  });
  afterAll(() => session.close?.());
  return session;
}
