// What other areas use of the customers services; they import it from here only.
export { accountMailJob } from './account-mail-job';
export { planStatus } from './plans';
export type { TActor } from './scope';
