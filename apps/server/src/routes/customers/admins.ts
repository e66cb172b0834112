import { adminEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { listAdmins } from '../../services/users/admins';
import { changeAdminAccess, inviteAdmin, updateAdmin } from '../../services/users/manage-admins';

/** /users/admins: super admins manage the staff. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, adminEndpoints.list, async () => listAdmins(app.db));
  defineRoute(app, adminEndpoints.invite, async (r) =>
    app.transact((tx) => inviteAdmin(tx, actorOf(r), r.body.admin, app.now())),
  );
  defineRoute(app, adminEndpoints.update, async (r) =>
    app.transact((tx) => updateAdmin(tx, actorOf(r), r.params.id, r.body.admin, app.now())),
  );
  const actions = [
    [adminEndpoints.disable, 'disable'],
    [adminEndpoints.enable, 'enable'],
    [adminEndpoints.endSessions, 'end_sessions'],
  ] as const;
  for (const [endpoint, action] of actions) {
    defineRoute(app, endpoint, async (r) =>
      app.transact((tx) =>
        changeAdminAccess(tx, actorOf(r), r.params.id, r.body.version, action, app.now()),
      ),
    );
  }
};
