import { ADS_ENDPOINTS } from './endpoints/ads';
import { CONTENT_TAGS_ENDPOINTS } from './endpoints/content-tags';
import { FTP_VIDEO_ENDPOINTS } from './endpoints/ftp-videos';
import { LIVE_EVENT_ENDPOINTS } from './endpoints/live-events';
import { REFERENCE_ENDPOINTS } from './endpoints/reference';
import { SETTINGS_ENDPOINTS } from './endpoints/settings';
import { SMART_LINK_ENDPOINTS } from './endpoints/smart-links';
import { TAGS_ENDPOINTS } from './endpoints/tags';
import { VIDEO_ENDPOINTS } from './endpoints/videos';
import type { TAccessArea } from './policy';

/**
 * Every /api/admin endpoint, as `METHOD /path/:param` exactly as the server
 * registers it, and the area whose allow list may call it. One file per area
 * under endpoints/. The server refuses to start when an admin endpoint is
 * missing here, so no endpoint is ever unguarded.
 */
export const ENDPOINT_ACCESS: Readonly<Record<string, TAccessArea>> = {
  ...REFERENCE_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...TAGS_ENDPOINTS,
  ...LIVE_EVENT_ENDPOINTS,
  ...VIDEO_ENDPOINTS,
  ...CONTENT_TAGS_ENDPOINTS,
  ...FTP_VIDEO_ENDPOINTS,
  ...SMART_LINK_ENDPOINTS,
  ...ADS_ENDPOINTS,
};

/**
 * /api/admin endpoints called before a session exists: the e-mailed sign-in code
 * is verified here (SPEC §7 Auth), so no group can be checked yet.
 */
export const PUBLIC_ADMIN_ENDPOINTS: readonly string[] = [
  'POST /api/admin/users/admins/token_verifications',
];

export function endpointArea(method: string, url: string): TAccessArea | undefined {
  return ENDPOINT_ACCESS[`${method.toUpperCase()} ${url}`];
}
