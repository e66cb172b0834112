import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const outbox = join(tmpdir(), `newsroom-e2e-${process.env.E2E_PORT ?? 3201}`, 'outbox');

/** The text of the newest mail to `to` in the server's outbox folder, once it is there. */
async function mailTo(to: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return '';
      const mails = readdirSync(outbox)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')))
        .filter((mail) => mail.to === to);
      text = mails.at(-1)?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

/** The first customer of a list, read through the API as the screen would. */
async function firstOf(page: Page, type: string, query = '') {
  const response = await page.context().request.get(`/api/admin/users/${type}?per_page=1${query}`);
  const body = await response.json();
  return body.customers[0] as { id: number; email: string; first_name: string; last_name: string };
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'client_desk');
});

test('finds a new customer by e-mail and approves them', async ({ page }) => {
  const customer = await firstOf(page, 'new');
  await page.goto('/cms/users');
  await expect(page).toHaveURL(/\/cms\/users\/active/);
  await page.getByRole('tab', { name: /^New/ }).click();
  await page.getByLabel('Search').fill(customer.email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.email)}`));
  const rows = page.getByRole('table', { name: 'Customers' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: `${customer.first_name} ${customer.last_name}` }).click();
  await expect(
    page.getByRole('heading', { name: `${customer.first_name} ${customer.last_name}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Customer approved')).toBeVisible();
  await expect(page.getByText('active', { exact: true })).toBeVisible();
});

type TListed = { id: number; email: string; created_at: string };

/** The active list as the API answers `query` (the screen's rows should be these). */
async function listed(page: Page, query: Record<string, string>) {
  const search = new URLSearchParams(query);
  const response = await page.context().request.get(`/api/admin/users/active?${search}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { customers: TListed[]; count: number };
}

// The admin's clock is the browser's (no zone chosen in "My preferences"): 5:30 ahead of UTC,
// so a created day there starts at 18:30 UTC the day before.
const KOLKATA_MS = 5.5 * 3_600_000;

test.describe('on a clock east of UTC', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('filters the list by account manager and created days of the admin clock, kept in the URL', async ({
    page,
  }) => {
    // A manager with customers, and the day one of them was created on the admin's clock.
    const managers = (await (
      await page.context().request.get('/api/admin/users/account_managers')
    ).json()) as { account_managers: { id: number; name: string }[] };
    let manager: { id: number; name: string } | undefined;
    let theirs: TListed[] = [];
    for (const candidate of managers.account_managers) {
      theirs = (await listed(page, { account_manager_id: String(candidate.id) })).customers;
      if (theirs.length > 1) {
        manager = candidate;
        break;
      }
    }
    if (!manager) throw new Error('the demo data has no account manager with customers');
    const one = theirs[1] as TListed;
    const createdAt = (
      await (await page.context().request.get(`/api/admin/users/${one.id}`)).json()
    ).created_at as string;
    const day = new Date(Date.parse(createdAt) + KOLKATA_MS).toISOString().slice(0, 10);
    const from = new Date(Date.parse(day) - KOLKATA_MS).toISOString();
    const to = new Date(Date.parse(from) + 86_400_000).toISOString();
    const fromField = page.getByLabel('Created from (Asia/Kolkata)');
    const toField = page.getByLabel('Created to (Asia/Kolkata)');

    await page.goto('/cms/users/active');
    const table = page.getByRole('table', { name: 'Customers' });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();

    await page.getByRole('textbox', { name: 'Account manager' }).click();
    await page.getByRole('option', { name: manager.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]account_manager_id=${manager.id}(&|$)`));
    await expect(rows).toHaveCount(theirs.length + 1);
    for (const customer of theirs) await expect(table).toContainText(customer.email);
    const managerCells = table.getByRole('cell', { name: manager.name, exact: true });
    await expect(managerCells).toHaveCount(theirs.length);

    await fromField.fill(day);
    await toField.fill(day);
    // The URL keeps the moments, so the link means the same rows to an admin on another clock.
    const range = `created_from=${encodeURIComponent(from)}.*created_to=${encodeURIComponent(to)}`;
    await expect(page).toHaveURL(new RegExp(range));
    const within = (
      await listed(page, {
        account_manager_id: String(manager.id),
        created_from: from,
        created_to: to,
      })
    ).customers;
    expect(within.map((c) => c.email)).toContain(one.email);
    await expect(rows).toHaveCount(within.length + 1);
    for (const customer of within) await expect(table).toContainText(customer.email);

    // The URL alone brings the same list back.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Account manager' })).toHaveValue(manager.name);
    await expect(fromField).toHaveValue(day);
    await expect(toField).toHaveValue(day);
    await expect(rows).toHaveCount(within.length + 1);
    await expect(table).toContainText(one.email);

    // A range that ends before it starts is said by its field, not asked for.
    const before = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    await toField.fill(before);
    await expect(page.getByText('Before the start')).toBeVisible();
  });
});

test('deactivates a customer with a reason', async ({ page }) => {
  const customer = await firstOf(page, 'active', '&sort=oldest');
  await page.goto(`/cms/users/active/${customer.id}/profile`);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Unpaid invoices since spring');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Customer deactivated')).toBeVisible();
  await expect(page.getByText('Deactivated: Unpaid invoices since spring')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history$/);
});

test('sets the account manager in the profile, kept in the history', async ({ page }) => {
  const customer = await firstOf(page, 'active', '&sort=email');
  const current = (
    await (await page.context().request.get(`/api/admin/users/${customer.id}`)).json()
  ).account_manager as { id: number } | null;
  const { account_managers: managers } = (await (
    await page.context().request.get('/api/admin/users/account_managers')
  ).json()) as { account_managers: { id: number; name: string }[] };
  const chosen = managers.find((m) => m.id !== current?.id);
  if (!chosen) throw new Error('the demo data has a single admin');

  await page.goto(`/cms/users/active/${customer.id}/profile`);
  const form = page.getByRole('form', { name: 'Profile' });
  const field = form.getByRole('textbox', { name: 'Account manager' });
  await expect(field).toBeEnabled();
  await field.click();
  await page.getByRole('option', { name: chosen.name, exact: true }).click();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue(chosen.name);

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(/account_manager: .* → .*/).first()).toContainText(chosen.name);
});

test('adds a plan and invites a member to the company', async ({ page }) => {
  const customer = await firstOf(page, 'active', '&sort=name');
  await page.goto(`/cms/users/active/${customer.id}/plans`);
  const plans = page.getByRole('table', { name: 'Plans' }).getByRole('row');
  await expect(plans.first()).toBeVisible();
  const before = await plans.count();
  await page.getByRole('textbox', { name: 'Plan type' }).click();
  await page.getByRole('option', { name: 'Archive' }).click();
  await page.getByRole('button', { name: 'Add plan' }).click();
  await expect(page.getByText('Plan added')).toBeVisible();
  await expect(plans).toHaveCount(before + 1);

  await page.getByRole('tab', { name: 'Members' }).click();
  const email = `member-${Date.now()}@example.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Mira');
  await page.getByRole('button', { name: 'Invite member' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByText(email)).toBeVisible();
  expect(await mailTo(email)).toContain('reset_password_token=');
});

test('invites an admin who signs in through the mailed link', async ({ page, browser }) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/users/admins');
  await page.getByRole('button', { name: 'Invite admin' }).click();
  const email = `new-admin-${Date.now()}@example.test`;
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First name').fill('Nadia');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('invited');

  const link = (await mailTo(email)).match(/https?:\/\/\S+/)?.[0] ?? '';
  const invited = await browser.newPage();
  await invited.goto(link);
  await invited.getByLabel('New password', { exact: true }).fill('welcome-aboard-1');
  await invited.getByLabel('Repeat the new password').fill('welcome-aboard-1');
  await invited.getByRole('button', { name: 'Set password' }).click();
  await invited.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await invited.getByLabel('E-mail').fill(email);
  await invited.getByLabel('Password').fill('welcome-aboard-1');
  await invited.getByRole('button', { name: 'Sign in' }).click();
  await expect(invited.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await invited.close();
});
