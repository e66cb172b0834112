// What other areas use of the rate-limit services; they import it from here only.
export { hitRateLimit, type TRateLimit } from './hit-rate-limit';
