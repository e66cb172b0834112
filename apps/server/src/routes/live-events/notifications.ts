import {
  ZCustomNotification,
  ZErrorResponse,
  ZLiveEventSlugParam,
  ZTranslationChangeNotification,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notifyEventIsLive,
  notifyTranslationChange,
  sendClientDeskLinks,
  sendCustomNotification,
} from '../../services/live-events/notifications';
import { LIVE } from './base';

const ZSent = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipients: z.number().int(),
  sent_at: z.string(),
});
const response = { 200: ZSent, 404: ZErrorResponse, 422: ZErrorResponse };
const tags = ['live events'];
const schema = (summary: string) => ({ tags, summary, params: ZLiveEventSlugParam, response });

/** Every notification queues mail to its recipients (sent after commit) and is kept on record. */
export const notificationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${LIVE}/events/:slug/push_notifications`,
    { schema: schema('Tell the clients the event is on') },
    async (request) => app.transact((tx) => notifyEventIsLive(tx, request.params.slug, app.now())),
  );

  app.post(
    `${LIVE}/events/:slug/custom_notification`,
    { schema: { ...schema('Send the clients a message of your own'), body: ZCustomNotification } },
    async (request) =>
      app.transact((tx) =>
        sendCustomNotification(
          tx,
          request.params.slug,
          request.body.notification.message,
          app.now(),
        ),
      ),
  );

  app.post(
    `${LIVE}/events/:slug/links_client_desk_notifications`,
    { schema: schema("Send the client desk the event's links") },
    async (request) =>
      app.transact((tx) => sendClientDeskLinks(tx, request.params.slug, app.now())),
  );

  app.post(
    `${LIVE}/events/:slug/translation_change_notifications`,
    {
      schema: {
        ...schema('Tell translators a translation changed'),
        body: ZTranslationChangeNotification,
      },
    },
    async (request) =>
      app.transact((tx) =>
        notifyTranslationChange(tx, request.params.slug, request.body, app.now()),
      ),
  );
};
