import { adsEndpoints, publicAdsEndpoints } from './ads';
import { authEndpoints } from './auth';
import { contentTagEndpoints } from './content-tags';
import { countryEndpoints } from './countries';
import { adminEndpoints, customerEndpoints } from './customers';
import type { TEndpointDefinition } from './define-endpoint';
import { ftpVideoEndpoints } from './ftp-videos';
import { healthEndpoints } from './health';
import { liveEventOperationEndpoints } from './live-event-operations';
import { liveEventEndpoints } from './live-events';
import {
  newsletterEndpoints,
  newsletterSubscriptionEndpoints,
  publicNewsletterEndpoints,
} from './newsletters';
import { planningEndpoints } from './planning';
import { preferenceEndpoints } from './preferences';
import { referenceEndpoints } from './reference';
import { releaseNoteEndpoints } from './release-notes';
import { publicSeoTagEndpoints, seoTagEndpoints } from './seo-tags';
import { settingsEndpoints } from './settings';
import { smartLinkEndpoints } from './smart-links';
import { statisticsEndpoints } from './statistics';
import { tagOptionEndpoints } from './tag-options';
import { tagEndpoints } from './tags';
import { teletraxEndpoints } from './teletrax';
import { publicTermsEndpoints, termsEndpoints } from './terms';
import { translationQueueEndpoints } from './translation-queue';
import { videoEndpoints } from './videos';

/** Every area's definitions, by area: add one line for a new area. */
export const ENDPOINTS_BY_AREA = {
  health: healthEndpoints,
  auth: authEndpoints,
  reference: referenceEndpoints,
  settings: settingsEndpoints,
  countries: countryEndpoints,
  tags: tagEndpoints,
  tagOptions: tagOptionEndpoints,
  liveEvents: liveEventEndpoints,
  liveEventOperations: liveEventOperationEndpoints,
  videos: videoEndpoints,
  contentTags: contentTagEndpoints,
  ftpVideos: ftpVideoEndpoints,
  smartLinks: smartLinkEndpoints,
  ads: adsEndpoints,
  publicAds: publicAdsEndpoints,
  translationQueue: translationQueueEndpoints,
  customers: customerEndpoints,
  admins: adminEndpoints,
  terms: termsEndpoints,
  planning: planningEndpoints,
  preferences: preferenceEndpoints,
  publicTerms: publicTermsEndpoints,
  statistics: statisticsEndpoints,
  teletrax: teletraxEndpoints,
  newsletters: newsletterEndpoints,
  newsletterSubscriptions: newsletterSubscriptionEndpoints,
  publicNewsletters: publicNewsletterEndpoints,
  seoTags: seoTagEndpoints,
  publicSeoTags: publicSeoTagEndpoints,
  releaseNotes: releaseNoteEndpoints,
} as const satisfies Record<string, Record<string, TEndpointDefinition>>;

/** Every endpoint of the API, each defined once (packages/contract/src/endpoints/<area>.ts). */
export const ALL_ENDPOINTS: readonly TEndpointDefinition[] = Object.values(
  ENDPOINTS_BY_AREA,
).flatMap((area) => Object.values(area) as TEndpointDefinition[]);

/** `tags.rename` for the tags area's `rename`: the OpenAPI operationId and a readable label. */
export const ENDPOINT_NAMES: ReadonlyMap<TEndpointDefinition, string> = new Map(
  Object.entries(ENDPOINTS_BY_AREA).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => [endpoint, `${area}.${name}`] as const),
  ),
);

export const endpointKeyOf = (endpoint: Pick<TEndpointDefinition, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;
