import { liveEventOperationEndpoints as ops } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import {
  notifyEventIsLive,
  notifyTranslationChange,
  sendClientDeskLinks,
  sendCustomNotification,
} from '../../services/live-events/notifications';

/** Every notification queues mail to its recipients (sent after commit) and is kept on record. */
export const notificationsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, ops.notifyLive, async (request) =>
    app.transact((tx) => notifyEventIsLive(tx, request.params.slug, app.now())),
  );
  defineRoute(app, ops.customNotification, async (request) => {
    const { message } = request.body.notification;
    return app.transact((tx) =>
      sendCustomNotification(tx, request.params.slug, message, app.now()),
    );
  });
  defineRoute(app, ops.clientDeskLinks, async (request) =>
    app.transact((tx) =>
      sendClientDeskLinks(tx, request.params.slug, app.config.publicUrl, app.now()),
    ),
  );
  defineRoute(app, ops.translationChange, async (request) =>
    app.transact((tx) => notifyTranslationChange(tx, request.params.slug, request.body, app.now())),
  );
};
