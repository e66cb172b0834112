/** Where the admin API's areas are, for the tests that call them. */
export const LIVE = '/api/admin/content/live';
export const VIDEOS = '/api/admin/content/video_projects';
export const VIDEO_SEARCH = `${VIDEOS}/search`;
export const NEWSLETTERS = '/api/admin/newsletters';
export const USERS = '/api/admin/users';
export const SETTINGS = '/api/admin/settings';
export const STREAM_TARGETS = `${SETTINGS}/stream_targets`;
export const WOWZA_SERVERS = `${SETTINGS}/wowza_servers`;
