import type { TMail } from '../../adapters/mailer';

type TEventNamed = { title: string };
type TMailText = Omit<TMail, 'to'>;

/** The texts of the mails live events send to clients and staff. */
export const liveEventMails = {
  live: (event: TEventNamed): TMailText => ({
    subject: `Live now: ${event.title}`,
    text: `The live event "${event.title}" is on.`,
  }),
  custom: (event: TEventNamed, message: string): TMailText => ({
    subject: event.title,
    text: message,
  }),
  clientDeskLinks: (event: TEventNamed, link: string): TMailText => ({
    subject: `Links: ${event.title}`,
    text: `Watch: ${link}`,
  }),
  translationChange: (event: TEventNamed, locale: string): TMailText => ({
    subject: `Translation changed: ${event.title}`,
    text: `The ${locale} translation of "${event.title}" changed.`,
  }),
  delay: (event: TEventNamed, from: string, to: string): TMailText => ({
    subject: `Delayed: ${event.title}`,
    text: `The live event "${event.title}" now starts at ${to} (UTC) instead of ${from}.`,
  }),
};
