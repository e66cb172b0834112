// What other areas use of the rate-limit services; they import it from here only.
export { hitRateLimit, type TRateLimit, withinRateLimit } from './hit-rate-limit';
