export { listCandidates } from './candidates';
export { listDeliveries } from './deliveries';
export { assertNewslettersBrand, listIssues, readIssue, readIssueRow } from './issue-rows';
export { renderNewsletter } from './render-issue';
export { createIssue, deleteIssue, updateIssue } from './save-issue';
export { scheduleIssue, unscheduleIssue } from './schedule-issue';
export { sendTestIssue } from './send-test';
export {
  countAudience,
  readSubscriptions,
  replaceSubscriptions,
  unsubscribe,
} from './subscriptions';
export { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
