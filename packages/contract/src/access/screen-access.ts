import type { TAccessArea } from './policy';

/**
 * Every signed-in screen of SPEC §2 (paths relative to the /cms base) and the
 * access area that guards it. The web router builds its guards from this list;
 * the first matching pattern wins, so specific paths come before general ones.
 */
export const SCREEN_ACCESS: readonly { readonly path: string; readonly area: TAccessArea }[] = [
  { path: '/users/admins', area: 'admins' },
  { path: '/users/admins/:id/*', area: 'admins' },
  { path: '/users', area: 'users' },
  { path: '/users/:type', area: 'users' },
  { path: '/users/:type/:id/*', area: 'users' },

  { path: '/content/videos', area: 'videos' },
  { path: '/content/videos/all', area: 'videos' },
  { path: '/content/videos/trending', area: 'videos' },
  { path: '/content/videos/all/:id/translations', area: 'videoTranslations' },
  { path: '/content/videos/all/:id/*', area: 'videoPage' },
  { path: '/content/live-events', area: 'liveEvents' },
  { path: '/content/live-events/all', area: 'liveEvents' },
  { path: '/content/live-events/history', area: 'liveHistory' },
  { path: '/content/live-events/smart-links', area: 'smartLinksReadTwo' },
  { path: '/content/live-events/monitor', area: 'liveEvents' },
  { path: '/content/live-event/:id/translations', area: 'liveEventTranslations' },
  { path: '/content/live-event/:id/history', area: 'liveEventPage' },
  { path: '/content/live-event/:slug', area: 'liveEventPage' },
  { path: '/content/tags/:locale', area: 'tags' },
  { path: '/content/tags/:id/history', area: 'tags' },
  { path: '/content/tags-on-dashboard/:locale', area: 'tags' },
  { path: '/content/tags-on-dashboard/:id/history', area: 'tags' },
  { path: '/content/ftp-videos', area: 'ftpVideos' },
  { path: '/content/translations', area: 'translationQueue' },
  { path: '/content/live-event/:id/tags/:locale', area: 'liveEventPage' },
  { path: '/content/:type/:id/tags/:locale', area: 'videoPage' },

  { path: '/ads/*', area: 'ads' },
  { path: '/ads', area: 'ads' },
  { path: '/planning-section/*', area: 'planning' },
  { path: '/planning-section', area: 'planning' },
  { path: '/statistics/*', area: 'statistics' },
  { path: '/statistics', area: 'statistics' },
  { path: '/tos/*', area: 'termsPages' },
  { path: '/tos', area: 'termsPages' },
  { path: '/tou/*', area: 'termsPages' },
  { path: '/tou', area: 'termsPages' },
  { path: '/teletrax', area: 'teletrax' },
  { path: '/newsletters/:type', area: 'newsletters' },
  { path: '/newsletters/:type/:id', area: 'newsletters' },
  { path: '/newsletters/:type/:id/history', area: 'newsletters' },
  { path: '/preferences', area: 'anyAdmin' },
  { path: '/settings/seo-tags', area: 'seoTags' },
  { path: '/settings/*', area: 'settings' },
  { path: '/settings', area: 'settings' },
];

export const PUBLIC_SCREENS = ['/signin', '/restore-password', '/check-email'] as const;
