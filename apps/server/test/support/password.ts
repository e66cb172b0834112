/** The password of every user the factories make. */
export const TEST_PASSWORD = 'correct horse battery';
