// What other areas use of the tags services; they import it from here only.
export { isUniqueViolation } from './tag-errors';
