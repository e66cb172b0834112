import { describe, expect, it } from 'vitest';
import { screenArea } from './screen-area';

describe('the screen guard table', () => {
  it.each([
    ['/content/videos/all', 'videos'],
    ['/content/videos/all/12/translations', 'videoTranslations'],
    ['/content/videos/all/12/downloads', 'videoPage'],
    ['/content/live-events/history', 'liveHistory'],
    ['/content/live-event/12/translations', 'liveEventTranslations'],
    ['/content/live-event/world-cup', 'liveEventPage'],
    ['/content/tags/en', 'tags'],
    ['/settings/seo-tags', 'seoTags'],
    ['/settings/general', 'settings'],
    ['/users/admins', 'admins'],
    ['/users/active/4/billing', 'users'],
    ['/ads/banners/en', 'ads'],
    ['/newsletters/daily', 'newsletters'],
  ])('%s is guarded by %s', (path, area) => {
    expect(screenArea(path)).toBe(area);
  });
});
