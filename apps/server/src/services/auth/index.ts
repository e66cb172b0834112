// What other areas use of the auth services; they import it from here only.
export { sessionCache } from './session-cache';
export { findUserByEmail } from './users';
