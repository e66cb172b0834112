import type { TAccessArea } from '../policy';

const LINKS = '/api/admin/content/live/smart_links';

/**
 * SPEC §6 Smart links: "reading two" is the list of links (many at once), "reading one" a
 * single link with its per-locale clicks (see docs/decisions.md).
 */
export const SMART_LINK_ENDPOINTS = {
  [`GET ${LINKS}`]: 'smartLinksReadTwo',
  [`GET ${LINKS}/:id`]: 'smartLinksReadOne',
} as const satisfies Record<string, TAccessArea>;
