// What other areas use of the auth services; they import it from here only.
export { sessionCache } from './session-cache';
export { deleteUserSessions } from './sessions';
export { findUserByEmail } from './users';
