import type { LaunchOptions } from '@playwright/test';

/**
 * How every browser run starts Debian's Chromium (`CHROMIUM_PATH` for another): the e2e tests
 * and the bench's page measurements, so both see the same browser. No sandbox or GPU in
 * containers; no background fetches or component updates to disturb the figures.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};
