import { expect as baseExpect, type Page, type Route, test } from '@playwright/test';
import { signInAs } from '../support/personas';

// Each step loads a screen's code on a shared, loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const SEARCH = '**/api/admin/content/video_projects/search?**';

/** Holds the video search answers until `release()` (no sleeps: the test decides when). */
async function holdSearches(page: Page) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(SEARCH, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release: () => open() };
}

test('bulk unpublish asks with the exact count, says what changed in words and can be undone', async ({
  page,
}) => {
  await signInAs(page, 'output_editor');
  await page.goto('/cms/content/videos/all?status=published');
  const count = page.getByTestId('video-count');
  await expect(count).toBeVisible();
  const before = await count.innerText();
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Unpublish 2 videos?' });
  await expect(dialog).toContainText('Each becomes Unpublished');
  await expect(dialog).toContainText('undo it for 15 minutes');
  await dialog.getByRole('button', { name: 'Unpublish 2 videos' }).click();
  await expect(page.getByText('2 of 2 videos unpublished')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone: 2 videos put back')).toBeVisible();
  await expect(count).toHaveText(before);
});

test('the videos list shows no count while loading and dims the old rows on a new search', async ({
  page,
}) => {
  await signInAs(page, 'output_editor');
  const held = await holdSearches(page);
  // Opened from another screen: a page load of the list brings its first rows inside the page
  // (issue #18), a move within the app asks the server for them.
  await page.goto('/cms/preferences');
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page).toHaveURL(/\/cms\/content\/videos\/all$/);
  await expect(page.getByRole('button', { name: 'Select all', exact: true })).toBeDisabled();
  await expect(page.getByText(/^0 videos$/)).toHaveCount(0);
  await expect(page.getByTestId('video-count')).toHaveCount(0);
  held.release();
  await expect(page.getByTestId('video-count')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select all [\d,]+\+?$/ })).toBeEnabled();

  // A new search: the previous rows stay, dimmed and busy, and the count waits for the answer.
  await page.unroute(SEARCH);
  const next = await holdSearches(page);
  await page.getByLabel('Status').selectOption('published');
  await expect(page.getByTestId('video-results')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel('Counting videos')).toBeVisible();
  await expect(page.getByTestId('video-count')).toHaveCount(0);
  next.release();
  await expect(page.getByTestId('video-results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('video-count')).toBeVisible();
});

test('a page load of the videos list draws its rows from the page, and a new search asks the server', async ({
  page,
}) => {
  await signInAs(page, 'output_editor');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/video_projects/search')) searches.push(request.url());
  });
  await page.goto('/cms/content/videos/all');
  await expect(page.getByRole('link', { name: /^VP-/ }).first()).toBeVisible();
  await expect(page.getByTestId('video-count')).toBeVisible();
  expect(searches).toEqual([]);
  await page.getByLabel('Status').selectOption('published');
  await expect.poll(() => searches.length).toBe(1);
  expect(searches[0]).toContain('status=published');
});

test('a negative price is refused by its field and nothing is saved', async ({ page }) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/content/videos/all');
  await page.getByRole('link', { name: /^VP-/ }).first().click();
  await expect(page.getByRole('link', { name: '← Back to videos' })).toBeVisible();
  const id = page.url().match(/all\/(\d+)/)?.[1];
  const price = page.getByLabel(/^Price/);
  const saved = await price.inputValue();
  await price.fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveValue('-5');
  const stored = await page.request.get(`/api/admin/content/video_projects/${id}`);
  expect(String((await stored.json()).price)).toBe(
    saved === '' ? '0' : saved.replace(/[^\d.]/g, ''),
  );
});

test('a double click on "Create live event" sends one request', async ({ page }) => {
  await signInAs(page, 'live_admin');
  let posts = 0;
  await page.route('**/api/admin/content/live/events', async (route) => {
    if (route.request().method() === 'POST') {
      posts++;
      expect(route.request().headers()['idempotency-key']).toBeTruthy();
    }
    await route.continue();
  });
  await page.goto('/cms/content/live-event/new');
  await page.getByLabel('Title').fill(`Double click ${Date.now()}`);
  await page.getByRole('button', { name: 'Create live event' }).dblclick();
  await expect(page).not.toHaveURL(/live-event\/new$/);
  expect(posts).toBe(1);
});

test('a create re-sent after a network error keeps its key and makes one thing; an edit gets a new key', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  const keys: string[] = [];
  let drop = 2; // the first attempt and the client's own retry are lost on the way
  await page.route('**/api/admin/content/tags', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (drop-- > 0) return route.abort('failed');
    await route.continue();
  });
  await page.goto('/cms/content/tags/en');
  const name = `Retry ${Date.now()}`;
  await page.getByLabel('New tag').fill(name);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Tag not added')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add tag' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText(new RegExp(`Tag “${name}” added`))).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).toBe(keys[0]);
  await page.getByLabel('New tag').fill(`${name} 2`);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText(new RegExp(`Tag “${name} 2” added`))).toBeVisible();
  expect(keys[3]).not.toBe(keys[0]);
  const listed = await page.request.get(
    `/api/admin/content/tags?locale=en&q=${encodeURIComponent(name)}`,
  );
  const names = ((await listed.json()).tags as { name: string }[]).map((tag) => tag.name);
  expect(names.filter((tag) => tag === name)).toHaveLength(1);
});

test('an empty list says what is empty and offers the next step; an empty search offers to clear it', async ({
  page,
}) => {
  await signInAs(page, 'live_admin');
  const title = `Empty audience ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/content/live/events', {
    data: { event: { title } },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await page.goto(`/cms/content/live-event/${slug}?tab=audience`);
  await expect(page.getByText('No bookings yet', { exact: true })).toBeVisible();
  await page.getByRole('status').getByRole('button', { name: 'Add booking' }).click();
  await expect(page.getByLabel('Client name')).toBeFocused();

  await page.goto('/cms/content/live-events/all?q=zzqx-no-such-event');
  await expect(page.getByText(/No live events match this search/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByLabel('Search events')).toHaveValue('');
  await expect(page.locator('main').getByRole('table')).toBeVisible();
});

test('dates in the admin zone with UTC on hover, words for statuses, a title per tab', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/content/videos/all?status=published');
  await expect(page).toHaveTitle('Videos · Back office');
  const row = page.getByRole('row').nth(1);
  await expect(row.locator('time')).toHaveAttribute('title', /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  const title = (await row.getByRole('cell').nth(2).innerText()).trim();
  expect(title.length).toBeLessThanOrEqual(21);

  // Wowza servers are in the Settings menu.
  await page.goto('/cms/settings/general');
  await expect(page).toHaveTitle(/General settings · Back office/);
  await page.getByRole('link', { name: 'Wowza servers' }).click();
  await expect(page).toHaveURL(/\/cms\/settings\/wowza-servers$/);
  await expect(page).toHaveTitle('Wowza servers · Back office');
});

test('an admin chooses their time zone in "My preferences" and every date follows', async ({
  page,
}) => {
  await signInAs(page, 'news_room');
  await page.goto('/cms/content/videos/all?status=published');
  const time = page.getByRole('row').nth(1).locator('time');
  await expect(time).toBeVisible();
  const utc = await time.getAttribute('title');
  await page.getByTestId('current-user-name').click();
  await expect(page).toHaveURL(/\/cms\/preferences$/);
  await expect(page).toHaveTitle('My preferences · Back office');
  const zone = page.getByRole('textbox', { name: 'Time zone' });
  await zone.fill('Asia/Kolkata');
  await page.getByRole('option', { name: /^Asia\/Kolkata/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  // The page carries the choice: the server draws the dates in that zone, and the app neither
  // asks for the preferences again nor redraws the dates once it starts.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/preferences')) asked.push(request.method());
  });
  const zonesLoaded = page.waitForResponse((response) =>
    response.url().includes('/api/time_zones'),
  );
  const loaded = await page.goto('/cms/content/videos/all?status=published');
  expect(await loaded?.text()).toMatch(/<time [^>]*>[^<]*GMT\+5:30/);
  await expect(time).toContainText('GMT+5:30');
  await expect(time).toHaveAttribute('title', utc ?? '');
  await zonesLoaded;
  await expect(time).toContainText('GMT+5:30');
  expect(asked).toEqual([]);
  // Stored on the server: a new session of the same admin sees the same zone.
  const stored = await page.request.get('/api/admin/preferences');
  expect(await stored.json()).toEqual({ time_zone: 'Asia/Kolkata' });
  await page.request.patch('/api/admin/preferences', {
    data: { preferences: { time_zone: null } },
  });
});

test('public pages carry the header with "Sign in"; the sign-in e-mail field has the focus', async ({
  page,
}) => {
  await page.goto('/cms/restore-password');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/cms\/signin/);
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page).toHaveTitle('Sign in · Back office');
});

test('on a phone the menu is a burger, tables scroll in their frame, the keyboard can skip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'super_admin');
  await page.goto('/cms/content/videos/all');
  await expect(page.getByTestId('video-count')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  // What's new, hidden from the phone's header, is in the burger menu.
  const phoneMenu = page.getByRole('navigation', { name: 'Main menu' });
  await phoneMenu.getByRole('button', { name: /^What's new/ }).click();
  await expect(page.getByRole('dialog', { name: "What's new" })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: "What's new" })).toBeHidden();
  await phoneMenu.getByRole('link', { name: 'Live events' }).first().click();
  await expect(page).toHaveURL(/\/cms\/content\/live-events/);

  // Every screen of the walk: nothing wider than the phone (tables scroll in their frame), the
  // screen's heading and Sign out reachable.
  for (const [path, heading] of [
    ['/cms/content/live-events/all', /Live events/],
    ['/cms/content/tags/en', /Tags/],
    ['/cms/users/active', 'Customers'],
    ['/cms/settings/general', /General settings/],
    ['/cms/preferences', 'My preferences'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${path} fits the phone`,
    ).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/cms/content/videos/all');
  await expect(page.getByTestId('video-count')).toBeVisible();
  // One link style: the videos table's plain router link looks like the header's Anchor.
  const color = (el: Element) => getComputedStyle(el).color;
  const bare = page.getByRole('table').getByRole('link').first();
  expect(await bare.evaluate(color)).toBe(
    await page.getByTestId('current-user-name').evaluate(color),
  );
  expect(await bare.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('moving a tag by keyboard is announced with its name', async ({ page }) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/content/tags/en');
  const handle = page.getByRole('button', { name: /^Drag / }).first();
  const name = ((await handle.getAttribute('aria-label')) ?? '').replace(/^Drag /, '');
  await handle.focus();
  await page.keyboard.press('Space');
  // "Picked up tag “…”", then at once "Tag “…” is over position 1 of 10."
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(new RegExp(`[Tt]ag “${name}”`));
  await page.keyboard.press('Escape');
});
