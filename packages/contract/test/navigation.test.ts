import { describe, expect, it } from 'vitest';
import { activeMenuEntry, isMenuLinkActive, type TAdminGroup, visibleMenu } from '../src';

const menuOf = (group: TAdminGroup | null, brand: 'newsroom' | 'partner' = 'newsroom') =>
  visibleMenu({ user_role: 'admin', admin_group: group }, brand, 'en');
const labels = (group: TAdminGroup | null, brand?: 'newsroom' | 'partner') =>
  menuOf(group, brand).map((e) => e.label);
const subTabs = (group: TAdminGroup, entry: string) =>
  menuOf(group)
    .find((e) => e.label === entry)
    ?.children.map((c) => c.label);

describe('SPEC §6 menu rules', () => {
  it('hides Settings from live_admin and news_room', () => {
    expect(labels('live_admin')).not.toContain('Settings');
    expect(labels('news_room')).not.toContain('Settings');
    expect(labels('super_admin')).toContain('Settings');
  });

  it("sends live_admin's Content link to the live events and hides Videos and FTP Videos", () => {
    const content = menuOf('live_admin').find((e) => e.label === 'Content');
    expect(content?.to).toBe('/content/live-events/all');
    expect(subTabs('live_admin', 'Content')).toEqual(['Live Events', 'Tags', 'Tags On Dashboard']);
  });

  it('hides FTP Videos from news_room', () => {
    expect(subTabs('news_room', 'Content')).toEqual(['Videos']);
  });

  it('offers Live Events, Tags and Tags On Dashboard to seo_admin', () => {
    expect(subTabs('seo_admin', 'Content')).toEqual([
      'Videos',
      'Live Events',
      'Tags',
      'Tags On Dashboard',
    ]);
  });

  it('shows seo_admin only the Seo meta tags settings tab, and links Settings there', () => {
    const settings = menuOf('seo_admin').find((e) => e.label === 'Settings');
    expect(settings?.children.map((c) => c.label)).toEqual(['Seo meta tags']);
    expect(settings?.to).toBe('/settings/seo-tags');
  });

  it('fills the content locale into locale paths', () => {
    const content = menuOf('super_admin').find((e) => e.label === 'Content');
    expect(content?.children.find((c) => c.label === 'Tags')?.to).toBe('/content/tags/en');
  });
});

describe('brand variants', () => {
  it('newsroom shows Terms of Service and Newsletters', () => {
    expect(labels('super_admin', 'newsroom')).toEqual(
      expect.arrayContaining(['Terms of Service', 'Newsletters']),
    );
    expect(labels('super_admin', 'newsroom')).not.toContain('Terms of Use');
  });

  it('partner shows Terms of Use and no Newsletters', () => {
    expect(labels('super_admin', 'partner')).toContain('Terms of Use');
    expect(labels('super_admin', 'partner')).not.toContain('Newsletters');
    expect(labels('super_admin', 'partner')).not.toContain('Terms of Service');
  });

  it('super_admin sees the whole menu in order', () => {
    expect(labels('super_admin')).toEqual([
      'Content',
      'Customers',
      'Settings',
      'Alerts and AD',
      'Statistics',
      'Terms of Service',
      'Planning section',
      'Teletrax',
      'Newsletters',
    ]);
  });
});

describe('the current page in the menu (the app and the boot frame)', () => {
  it('marks a link on its path and under it, as NavLink decides, whatever the case', () => {
    expect(isMenuLinkActive('/content/videos/all', '/content/videos/all')).toBe(true);
    expect(isMenuLinkActive('/content/videos/all/12', '/content/videos/all')).toBe(true);
    expect(isMenuLinkActive('/Content/Videos/all', '/content/videos/all')).toBe(true);
    expect(isMenuLinkActive('/users/active', '/users/')).toBe(true);
    expect(isMenuLinkActive('/content/videos/allx', '/content/videos/all')).toBe(false);
    expect(isMenuLinkActive('/content/tags/en', '/content/videos/all')).toBe(false);
  });

  it('finds the entry whose section holds the page, by its own link or a sub-tab', () => {
    const menu = menuOf('super_admin');
    expect(activeMenuEntry(menu, '/content/tags/en')?.label).toBe('Content');
    expect(activeMenuEntry(menu, '/users/active/12/profile')?.label).toBe('Customers');
    expect(activeMenuEntry(menu, '/preferences')).toBeUndefined();
  });
});
