// What other areas use of the mail services; they import it from here only.
export { sendMailJob } from './send-mail-job';
