// What other areas use of the live-events services; they import it from here only.
export { findLiveEvent } from './find-live-event';
