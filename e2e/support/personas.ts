import { ADMIN_GROUPS, type TAdminGroup } from '@newsroom/contract';
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'newsroom-demo';
export const GROUPS = ADMIN_GROUPS;
export const emailOf = (group: TAdminGroup) => `${group}@demo.newsroom.test`;

/**
 * Signs in through the API (the cookie lands in the page's context), for tests
 * where the sign-in screen itself is not what is tested.
 */
export async function signInAs(page: Page, group: TAdminGroup) {
  const response = await page.context().request.post('/users/sign_in.json', {
    data: { user: { email: emailOf(group), password: DEMO_PASSWORD } },
  });
  if (!response.ok()) throw new Error(`sign-in as ${group} failed: ${response.status()}`);
}

/** The menu's top entries as shown, once the menu has rendered (allInnerTexts does not wait). */
export async function menuLabels(page: Page) {
  const entries = page.getByRole('navigation', { name: 'Main menu' }).locator(':scope > *');
  await entries.first().waitFor();
  return entries.allInnerTexts();
}
