import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const BASE = '/api/admin/newsletters';

/** Subscribes a few demo customers to the daily newsletter in English (as the customer page does). */
async function subscribeSome(page: Page, count: number) {
  const request = page.context().request;
  const list = await request.get('/api/admin/users/active?per_page=20');
  expect(list.ok()).toBe(true);
  const customers = (await list.json()).customers.slice(0, count) as { id: number }[];
  expect(customers.length).toBe(count);
  for (const customer of customers) {
    const saved = await request.put(`/api/admin/users/${customer.id}/newsletter_subscriptions`, {
      data: { subscriptions: [{ kind: 'daily', locale: 'en' }] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

test('compose a daily issue beside its live preview, order the items and schedule it', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  await subscribeSome(page, 3);
  const subject = `Morning digest ${Date.now().toString(36)}`;

  await page.goto('/cms/newsletters/daily');
  await expect(page.getByRole('heading', { name: 'Daily newsletter' })).toBeVisible();
  await page.getByRole('link', { name: 'New issue' }).first().click();
  await expect(page).toHaveURL(/\/newsletters\/daily\/new$/);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Intro').fill('Good morning from the desk.');

  const adds = page.getByRole('button', { name: /^Add “/ });
  await expect(adds.first()).toBeVisible({ timeout: 30_000 });
  const firstTitle = ((await adds.nth(0).getAttribute('aria-label')) ?? '').slice(5, -1);
  const secondTitle = ((await adds.nth(1).getAttribute('aria-label')) ?? '').slice(5, -1);
  await adds.nth(0).click();
  await adds.nth(1).click();
  const items = page.getByRole('table', { name: 'Items of the issue' });
  await expect(items.getByRole('row')).toHaveCount(3);

  // Keyboard drag: the second item moves above the first.
  const handle = items.getByRole('button', { name: `Drag ${secondTitle}` });
  await handle.focus();
  // Each key waits for dnd-kit's announcement of the one before (the sensor is not always
  // listening yet on a loaded machine).
  const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
  await page.keyboard.press('Space');
  await expect(announced(`“${secondTitle}”`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(announced(`“${secondTitle}” is over position 1 of 2`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(items.getByRole('row').nth(1)).toContainText(secondTitle);

  // The preview is the server's rendering of what is typed, in a sandboxed frame.
  const preview = page.frameLocator('iframe[title="E-mail preview"]');
  await expect(preview.getByText(subject)).toBeVisible({ timeout: 30_000 });
  // (the intro is also the hidden inbox preview line: the shown one is the last)
  await expect(preview.getByText('Good morning from the desk.').last()).toBeVisible();
  await expect(page.locator('iframe[title="E-mail preview"]')).toHaveAttribute('sandbox', '');
  // SegmentedControl hides its radio inputs: the label is what a user clicks, once scrolled to.
  const plainText = page.locator('label').filter({ hasText: /^Plain text$/ });
  await plainText.scrollIntoViewIfNeeded();
  await plainText.click();
  await expect(page.getByRole('radio', { name: 'Plain text' })).toBeChecked();
  await expect(page.getByLabel('Plain-text part')).toContainText(`* ${secondTitle}`);

  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page.getByText(`Issue “${subject}” created`)).toBeVisible();
  await expect(page).toHaveURL(/\/newsletters\/daily\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const saved = await (await page.context().request.get(`${BASE}/issues/${id}`)).json();
  expect(saved.items.map((item: { title: string }) => item.title)).toEqual([
    secondTitle,
    firstTitle,
  ]);

  await page.getByRole('button', { name: 'Send or schedule…' }).click();
  const count = page.getByTestId('recipient-count');
  await expect(count).toContainText(/will reach \d+ recipients/);
  const recipients = Number((await count.innerText()).match(/will reach (\d+)/)?.[1]);
  expect(recipients).toBeGreaterThanOrEqual(3);
  await page.getByRole('radio', { name: 'At a time' }).check();
  await page.getByLabel('Send at (UTC)').fill('2031-01-02T09:30');
  await page.getByRole('button', { name: `Schedule for ${recipients} recipients` }).click();
  await expect(page.getByText(`Scheduled for ${recipients} recipients`)).toBeVisible();
  await expect(page.getByText(/^Scheduled for .*2031/)).toBeVisible();

  await page.getByRole('button', { name: 'Back to draft' }).click();
  await expect(page.getByText('Back to draft: it will not be sent')).toBeVisible();
  await page.goto('/cms/newsletters/daily');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Draft')).toBeVisible();
});

test('send an issue now and watch its delivery to the end', async ({ page }) => {
  await signInAs(page, 'super_admin');
  await subscribeSome(page, 3);
  await signInAs(page, 'output_editor');
  const subject = `Evening send ${Date.now().toString(36)}`;
  const created = await page.context().request.post(`${BASE}/daily/issues`, {
    data: {
      issue: {
        locale: 'en',
        subject,
        intro: 'Tonight’s pictures.',
        items: [
          {
            type: 'video',
            id: 1,
            title: 'Harbour at dusk',
            summary: '',
            url: 'https://www.newsroom.test/videos/VP-1',
            image_url: null,
            at: null,
          },
        ],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const issue = await created.json();
  await page.goto(`/cms/newsletters/daily/${issue.id}`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('Test sent to output_editor@demo.newsroom.test')).toBeVisible();

  await page.getByRole('button', { name: 'Send or schedule…' }).click();
  const count = page.getByTestId('recipient-count');
  await expect(count).toContainText(/will reach \d+ recipients?/);
  const recipients = Number((await count.innerText()).match(/will reach (\d+)/)?.[1]);
  test.skip(
    recipients === 0,
    'no demo customer is subscribed yet (the first test subscribes some)',
  );
  await page.getByRole('button', { name: `Send to ${recipients} recipients` }).click();
  await expect(page.getByText(`Sending to ${recipients} recipients`)).toBeVisible();
  const progress = page.getByTestId('delivery-progress');
  await expect(progress).toContainText(`Sent: ${recipients}`, { timeout: 60_000 });
  await expect(progress).toContainText('Left: 0');
  const results = page.getByRole('table', { name: 'Recipients' });
  await expect(results.getByRole('row')).toHaveCount(recipients + 1, { timeout: 30_000 });
  await expect(results.getByText('sent').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send or schedule…' })).toHaveCount(0);
});
