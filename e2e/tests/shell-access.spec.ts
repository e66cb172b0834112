import { type TAdminGroup, visibleMenu } from '@newsroom/contract';
import { expect, test } from '@playwright/test';
import { GROUPS, menuLabels, signInAs } from '../support/personas';

const expectedMenu = (group: TAdminGroup) =>
  visibleMenu({ user_role: 'admin', admin_group: group }, 'newsroom', 'en');

// A sample of screens per group: [path, may open].
const SAMPLES: Record<TAdminGroup, [string, boolean][]> = {
  super_admin: [
    ['/settings/general', true],
    ['/users/admins', true],
    ['/content/live-events/history', true],
  ],
  output_editor: [
    ['/ads/banners/en', true],
    ['/settings/general', false],
    ['/users/active', false],
  ],
  new_output: [
    ['/statistics/target', true],
    ['/content/ftp-videos', true],
    ['/settings/seo-tags', false],
  ],
  live_admin: [
    ['/content/live-events/all', true],
    ['/planning-section', true],
    ['/ads/banners/en', false],
  ],
  territorial_manager: [
    ['/users/active', true],
    ['/content/live-events/all', false],
    ['/tos', false],
  ],
  client_desk: [
    ['/statistics/redash', true],
    ['/content/tags/en', true],
    ['/content/live-events/history', false],
  ],
  seo_admin: [
    ['/settings/seo-tags', true],
    ['/content/live-events/all', true],
    ['/settings/general', false],
  ],
  translator: [
    ['/content/videos/all/1/translations', true],
    ['/content/videos/all/1', false],
    ['/users', false],
  ],
  news_room: [
    ['/content/videos/all/1', true],
    ['/content/ftp-videos', false],
    ['/planning-section', false],
  ],
};

for (const group of GROUPS) {
  test(`${group}: the menu, its sub-tabs and who may open what`, async ({ page }) => {
    await signInAs(page, group);
    await page.goto('/cms/');
    await expect(page.getByTestId('current-user-name')).toBeVisible();
    const menu = expectedMenu(group);
    expect(await menuLabels(page)).toEqual(menu.map((entry) => entry.label));

    for (const entry of menu.filter((e) => e.children.length > 0)) {
      await page.goto(`/cms${entry.to}`);
      await expect(
        page.getByRole('navigation', { name: `${entry.label} tabs` }).getByRole('link'),
      ).toHaveText(entry.children.map((child) => child.label));
    }

    for (const [path, allowed] of SAMPLES[group]) {
      await page.goto(`/cms${path}`);
      const noAccess = page.getByRole('heading', { name: 'No access' });
      if (allowed) {
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(noAccess).toHaveCount(0);
      } else {
        await expect(noAccess).toBeVisible();
      }
    }
  });
}

test('SPEC §6 menu rules as seen on screen', async ({ page }) => {
  await signInAs(page, 'live_admin');
  await page.goto('/cms/');
  expect(await menuLabels(page)).not.toContain('Settings');
  const content = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Content' });
  await expect(content).toHaveAttribute('href', '/cms/content/live-events/all');
  await content.click();
  await expect(page.getByRole('navigation', { name: 'Content tabs' }).getByRole('link')).toHaveText(
    ['Live Events', 'Tags', 'Tags On Dashboard'],
  );
});
