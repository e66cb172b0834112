import {
  ZCustomNotification,
  ZErrorResponse,
  ZLiveEventSlugParam,
  ZTranslationChangeNotification,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventAudience, notify } from '../../services/live-events/audience';
import { findLiveEvent } from '../../services/live-events/find-live-event';
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

/** Every notification call mails the event's clients (outbox by default) and is kept on record. */
export const notificationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${LIVE}/events/:slug/push_notifications`,
    { schema: schema('Tell the clients the event is on') },
    async (request) =>
      app.transact(async (tx) => {
        const event = await findLiveEvent(tx, request.params.slug);
        const audience = await eventAudience(tx, event.id);
        const mail = {
          subject: `Live now: ${event.title}`,
          text: `The live event "${event.title}" is on.`,
        };
        return notify(
          tx,
          app.mailer,
          event.id,
          'push',
          audience.map((c) => c.email),
          mail,
          {},
          app.now(),
        );
      }),
  );

  app.post(
    `${LIVE}/events/:slug/custom_notification`,
    { schema: { ...schema('Send the clients a message of your own'), body: ZCustomNotification } },
    async (request) =>
      app.transact(async (tx) => {
        const event = await findLiveEvent(tx, request.params.slug);
        const { message } = request.body.notification;
        const audience = await eventAudience(tx, event.id);
        const mail = { subject: event.title, text: message };
        return notify(
          tx,
          app.mailer,
          event.id,
          'custom',
          audience.map((c) => c.email),
          mail,
          { message },
          app.now(),
        );
      }),
  );

  app.post(
    `${LIVE}/events/:slug/links_client_desk_notifications`,
    { schema: schema("Send the client desk the event's links") },
    async (request) =>
      app.transact(async (tx) => {
        const event = await findLiveEvent(tx, request.params.slug);
        const link = `/live/${event.slug}`;
        const mail = { subject: `Links: ${event.title}`, text: `Watch: ${link}` };
        return notify(
          tx,
          app.mailer,
          event.id,
          'client_desk_links',
          ['client-desk@newsroom.test'],
          mail,
          { link },
          app.now(),
        );
      }),
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
      app.transact(async (tx) => {
        const event = await findLiveEvent(tx, request.params.slug);
        const { send_to, locale } = request.body;
        const mail = {
          subject: `Translation changed: ${event.title}`,
          text: `The ${locale} translation of "${event.title}" changed.`,
        };
        return notify(
          tx,
          app.mailer,
          event.id,
          'translation_change',
          send_to,
          mail,
          { locale },
          app.now(),
        );
      }),
  );
};
