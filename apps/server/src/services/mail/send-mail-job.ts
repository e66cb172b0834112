import { z } from 'zod';
import { defineJob } from '../../outbox/define-job';

const ZMail = z.object({ to: z.string().min(1), subject: z.string(), text: z.string() });

/** One e-mail to one recipient; a mail server that is down is tried again later. */
export const sendMailJob = defineJob({
  kind: 'mail.send',
  payload: ZMail,
  maxAttempts: 8,
  handle: (mail, { mailer }) => mailer.send(mail),
});
