export {
  defineJob,
  JobInterrupted,
  type TJobContext,
  type TOutboxContext,
  type TOutboxJob,
} from './define-job';
export { collectEnqueued, enqueue, type TEnqueued } from './enqueue';
export { forgetFinishedJobs } from './forget-finished';
export { createOutboxWorker, type TOutboxWorker } from './worker';
