/**
 * The public screens (paths under /cms as the web app's routes write them) the server draws for
 * a signed-out visitor, so their form shows before any script has run. They need no data and
 * show no date or number: without the browser's clock cookie (a first visit) they are drawn in
 * `PUBLIC_SCREEN_CLOCK`, and the app's first render draws the same.
 */
export const PUBLIC_FIRST_SCREENS: readonly { path: string }[] = [
  { path: 'signin' },
  { path: 'restore-password' },
];

export const PUBLIC_SCREEN_CLOCK = { timeZone: 'UTC', locale: 'en-US' } as const;
