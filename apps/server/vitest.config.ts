import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // PGlite starts and migrates in a second or two per file; argon2 is slow on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
