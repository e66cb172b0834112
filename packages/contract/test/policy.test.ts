import { describe, expect, it } from 'vitest';
import {
  ACCESS,
  ADMIN_GROUPS,
  canAccess,
  passesGroupCheck,
  type TAccessArea,
  type TAdminGroup,
} from '../src';

const admin = (admin_group: TAdminGroup | null) => ({ user_role: 'admin', admin_group });
const allowedGroups = (area: TAccessArea) => ADMIN_GROUPS.filter((g) => canAccess(admin(g), area));
const sorted = (groups: readonly string[]) => [...groups].sort();

// SPEC §6, row by row, written out in full so that a change to the table shows here. The video
// translations row is the video page's plus translators, as the SPEC reads.
const VIDEO_PAGE_ROW: TAdminGroup[] = [
  'output_editor',
  'new_output',
  'super_admin',
  'live_admin',
  'seo_admin',
  'news_room',
  'client_desk',
  'territorial_manager',
];
const SPEC_ROWS: [TAccessArea, TAdminGroup[]][] = [
  ['contentDefault', ['output_editor', 'new_output', 'super_admin', 'live_admin']],
  ['liveEvents', ['output_editor', 'new_output', 'super_admin', 'live_admin', 'seo_admin']],
  ['liveEventPage', ['output_editor', 'new_output', 'super_admin', 'live_admin', 'seo_admin']],
  ['liveHistory', ['output_editor', 'new_output', 'super_admin', 'live_admin']],
  ['smartLinksReadOne', ['client_desk', 'territorial_manager', 'new_output', 'super_admin']],
  [
    'smartLinksReadTwo',
    ['live_admin', 'new_output', 'super_admin', 'client_desk', 'territorial_manager', 'translator'],
  ],
  [
    'tags',
    [
      'live_admin',
      'new_output',
      'super_admin',
      'client_desk',
      'territorial_manager',
      'translator',
      'seo_admin',
      'output_editor',
    ],
  ],
  ['settings', ['super_admin']],
  ['termsPages', ['super_admin']],
  ['seoTags', ['super_admin', 'seo_admin']],
  ['users', ['client_desk', 'super_admin', 'territorial_manager']],
  ['statistics', ['client_desk', 'new_output', 'live_admin', 'super_admin', 'territorial_manager']],
  [
    'planning',
    ['output_editor', 'territorial_manager', 'live_admin', 'client_desk', 'super_admin'],
  ],
  ['ads', ['output_editor', 'new_output', 'super_admin']],
  ['videoPage', VIDEO_PAGE_ROW],
  ['videoTranslations', [...VIDEO_PAGE_ROW, 'translator']],
  ['translationNotifications', ['translator', 'super_admin']],
];

describe('SPEC §6 allow lists', () => {
  it.each(SPEC_ROWS)('%s lets in exactly its groups', (area, groups) => {
    expect(sorted(allowedGroups(area))).toEqual(sorted(groups));
  });

  it('the inverted check shuts out translator and seo_admin only', () => {
    expect(ACCESS.notTranslatorOrSeo.inverted).toBe(true);
    expect(sorted(ADMIN_GROUPS.filter((g) => !canAccess(admin(g), 'notTranslatorOrSeo')))).toEqual([
      'seo_admin',
      'translator',
    ]);
  });

  it('every area is covered by a test above or is a decided area', () => {
    const tested = new Set<string>([...SPEC_ROWS.map(([a]) => a), 'notTranslatorOrSeo']);
    const decided = Object.keys(ACCESS).filter((a) => !tested.has(a));
    expect(sorted(decided)).toEqual(
      sorted([
        'anyAdmin',
        'videos',
        'ftpVideos',
        'liveEventTranslations',
        'admins',
        'teletrax',
        'teletraxFollowUp',
        'newsletters',
        'liveEventCoreEdit',
        'translationQueue',
      ]),
    );
  });
});

describe('who passes the group checks', () => {
  it('an admin with no group passes every group list', () => {
    for (const area of Object.keys(ACCESS) as TAccessArea[]) {
      expect(canAccess(admin(null), area)).toBe(true);
    }
  });

  it('a non-admin passes the group check but never reaches an area', () => {
    const customer = { user_role: 'customer', admin_group: 'translator' };
    expect(passesGroupCheck(customer, ACCESS.settings)).toBe(true);
    expect(canAccess(customer, 'settings')).toBe(false);
    expect(canAccess(customer, 'anyAdmin')).toBe(false);
    expect(canAccess(null, 'anyAdmin')).toBe(false);
  });

  it('an unknown group is refused by lists and let through by inverted lists', () => {
    const stranger = admin('night_shift' as TAdminGroup);
    expect(canAccess(stranger, 'settings')).toBe(false);
    expect(canAccess(stranger, 'notTranslatorOrSeo')).toBe(true);
  });
});
