import { describe, expect, it } from 'vitest';
import {
  ADMIN_GROUPS,
  canAccess,
  LIVE_EVENT_CORE_FIELDS,
  landingPath,
  liveEventChangeFor,
  liveEventEndpoints,
  liveEventOperationEndpoints,
  mayCall,
  SCREEN_ACCESS,
  type TAccessArea,
} from '../src';

const admin = (group: string) => ({ user_role: 'admin', admin_group: group });

/** The area guarding a path, as the web shell finds it (first matching pattern). */
function areaOf(path: string): TAccessArea | undefined {
  const parts = path.split('/');
  return SCREEN_ACCESS.find(({ path: pattern }) => {
    const want = pattern.split('/');
    if (want.at(-1) === '*')
      return parts.slice(0, want.length - 1).join('/') === want.slice(0, -1).join('/');
    return (
      want.length === parts.length && want.every((p, i) => p.startsWith(':') || p === parts[i])
    );
  })?.area;
}

describe('landing screens', () => {
  it('every group lands on a screen it may open', () => {
    for (const group of ADMIN_GROUPS) {
      const to = landingPath(admin(group), 'newsroom', 'en');
      expect(to, group).not.toBeNull();
      // `/content` forwards to the videos list.
      const target = to === '/content' ? '/content/videos/all' : (to as string);
      const area = areaOf(target);
      expect(area, `${group} → ${target}`).toBeDefined();
      expect(canAccess(admin(group), area as TAccessArea), `${group} → ${target}`).toBe(true);
    }
  });

  it('translators start on their queue, live admins on the live events', () => {
    expect(landingPath(admin('translator'), 'newsroom', 'en')).toBe('/content/translations');
    expect(landingPath(admin('live_admin'), 'newsroom', 'en')).toBe('/content/live-events/all');
  });
});

describe('what a screen offers', () => {
  it('mayCall follows the endpoint definition', () => {
    expect(mayCall(admin('seo_admin'), liveEventEndpoints.create)).toBe(false);
    expect(mayCall(admin('live_admin'), liveEventEndpoints.create)).toBe(true);
    expect(mayCall(admin('seo_admin'), liveEventOperationEndpoints.clientDeskLinks)).toBe(false);
    expect(mayCall(admin('client_desk'), liveEventOperationEndpoints.clientDeskLinks)).toBe(true);
    expect(mayCall(null, liveEventEndpoints.get)).toBe(false);
  });

  it('the live event change leaves out the core fields for seo_admin and translators', () => {
    const change = { title: 'T', start_at: '2030-01-01T00:00:00Z', status: 'live', meta_tag: 'm' };
    expect(liveEventChangeFor(admin('seo_admin'), change)).toEqual({ title: 'T', meta_tag: 'm' });
    expect(liveEventChangeFor(admin('translator'), change)).toEqual({ title: 'T', meta_tag: 'm' });
    expect(liveEventChangeFor(admin('live_admin'), change)).toEqual(change);
    expect(LIVE_EVENT_CORE_FIELDS).toContain('start_at');
  });
});
