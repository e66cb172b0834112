import { ZIdParam } from '../schemas/common';
import {
  SMART_LINK_PATH_PREFIX,
  ZSmartLinkCodeParam,
  ZSmartLinkDetail,
  ZSmartLinkList,
  ZSmartLinkListQuery,
} from '../schemas/smart-links';
import { defineEndpoint } from './define-endpoint';

const LINKS = '/api/admin/content/live/smart_links';
const common = { tags: ['smart links'] } as const;

/**
 * SPEC §6 Smart links: "reading two" is the list of links (many at once), "reading one" a
 * single link with its per-locale clicks (see docs/decisions.md); and the public redirect.
 */
export const smartLinkEndpoints = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: LINKS,
    access: 'smartLinksReadTwo',
    summary: "A page of live events' smart links with their clicks, searchable",
    query: ZSmartLinkListQuery,
    response: ZSmartLinkList,
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${LINKS}/:id`,
    access: 'smartLinksReadOne',
    summary: 'One smart link with its clicks per locale',
    params: ZIdParam,
    response: ZSmartLinkDetail,
    errors: [404],
  }),
  // No query schema: shared links pick up tracking parameters (utm_source, fbclid, ...).
  follow: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SMART_LINK_PATH_PREFIX}/:code`,
    access: 'public',
    summary: "Public: 302 to the event or replay page in the visitor's locale; counts the click",
    params: ZSmartLinkCodeParam,
    status: 302,
    head: true,
    errors: [404],
  }),
};
