import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Migrates once per run; each test file starts from a copy (test/support/global-setup.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // Generous for a loaded two-core machine: some tests start a second app, and argon2 in
    // the real sign-in path is slow on purpose.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
