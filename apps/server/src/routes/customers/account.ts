import { customerEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { getBilling, updateBilling } from '../../services/customers/billing';
import { listCustomerDownloads } from '../../services/customers/downloads';
import {
  changeOwner,
  inviteMember,
  listMembers,
  removeMember,
} from '../../services/customers/members';
import { addPlan, changePlan, listPlans } from '../../services/customers/plans';
import { listPurchases, refundPurchase } from '../../services/customers/purchases';

/** The tabs of a customer's page: billing, plans, downloads, members and purchases. */
export const customerAccountRoutes: FastifyPluginAsync = async (app) => {
  const e = customerEndpoints;
  defineRoute(app, e.billing, async (r) =>
    app.transact((tx) => getBilling(tx, actorOf(r), r.params.id)),
  );
  defineRoute(app, e.updateBilling, async (r) =>
    app.transact((tx) => updateBilling(tx, actorOf(r), r.params.id, r.body.billing, app.now())),
  );
  defineRoute(app, e.plans, async (r) => listPlans(app.db, actorOf(r), r.params.id, app.now()));
  defineRoute(app, e.addPlan, async (r) =>
    app.transact((tx) => addPlan(tx, actorOf(r), r.params.id, r.body.plan, app.now())),
  );
  /** Extends or cancels one plan (`plan_id`) of the customer (`id`). */
  const changePlanOf = (
    r: FastifyRequest & { params: { id: number; plan_id: number } },
    change: Parameters<typeof changePlan>[3],
  ) =>
    app.transact((tx) =>
      changePlan(
        tx,
        actorOf(r),
        { customerId: r.params.id, planId: r.params.plan_id },
        change,
        app.now(),
      ),
    );
  defineRoute(app, e.extendPlan, async (r) => changePlanOf(r, { action: 'extend', body: r.body }));
  defineRoute(app, e.cancelPlan, async (r) =>
    changePlanOf(r, { action: 'cancel', version: r.body.version }),
  );
  defineRoute(app, e.downloads, async (r) =>
    listCustomerDownloads(app.db, actorOf(r), r.params.id, r.query),
  );
  defineRoute(app, e.members, async (r) => listMembers(app.db, actorOf(r), r.params.id));
  defineRoute(app, e.inviteMember, async (r) =>
    app.transact((tx) => inviteMember(tx, actorOf(r), r.params.id, r.body.member, app.now())),
  );
  defineRoute(app, e.removeMember, async (r) =>
    app.transact((tx) =>
      removeMember(
        tx,
        actorOf(r),
        { customerId: r.params.id, memberId: r.params.member_id },
        app.now(),
      ),
    ),
  );
  defineRoute(app, e.changeOwner, async (r) =>
    app.transact((tx) => changeOwner(tx, actorOf(r), r.params.id, r.body, app.now())),
  );
  defineRoute(app, e.purchases, async (r) =>
    listPurchases(app.db, actorOf(r), r.params.id, r.query),
  );
  defineRoute(app, e.refundPurchase, async (r) =>
    app.transact((tx) =>
      refundPurchase(
        tx,
        actorOf(r),
        { customerId: r.params.id, purchaseId: r.params.purchase_id },
        app.now(),
      ),
    ),
  );
};
