import { expect, type Page, test } from '@playwright/test';
import { pngFromCanvas } from '../support/images';
import { signInAs } from '../support/personas';

const LIVE = '/api/admin/content/live';

// Uploads and image decoding on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

function imageAnswer(page: Page, method: 'POST' | 'DELETE') {
  return page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname.endsWith('/image'),
  );
}

test('uploads an image from the form, previews the 273x154 variant, refuses a non-image and removes it', async ({
  page,
}) => {
  await signInAs(page, 'live_admin');
  const created = await page.context().request.post(`${LIVE}/events`, {
    data: { event: { title: `E2E image ${Date.now().toString(36)}` } },
  });
  expect(created.status()).toBe(201);
  const event = await created.json();

  await page.goto('/cms/content/live-event/new');
  await expect(page.getByText('Save the event first, then add its image.')).toBeVisible();

  await page.goto(`/cms/content/live-event/${event.slug}`);
  const field = page.getByRole('group', { name: 'Image' });
  await expect(field.getByText('No image')).toBeVisible();
  // An edit not saved yet must survive the upload.
  await page.getByLabel('Title').fill('Edited but not saved');

  const uploaded = imageAnswer(page, 'POST');
  await page.getByLabel('Image file').setInputFiles({
    name: 'summit.png',
    mimeType: 'image/png',
    buffer: await pngFromCanvas(page, { width: 900, height: 500 }, '#c8285a', [
      { color: '#00aa44', disc: [450, 250, 160] },
    ]),
  });
  expect((await uploaded).status()).toBe(200);

  const preview = field.getByRole('img', { name: /Event image as the lists show it/ });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([273, 154]);
  await expect(field.getByRole('link', { name: 'Open the original' })).toHaveAttribute(
    'href',
    /\/media\/live-events\/\d+\/[0-9a-f-]+\.png$/,
  );
  await expect(page.getByLabel('Title')).toHaveValue('Edited but not saved');

  // A text file dressed as a PNG: the server reads the content and says why.
  const refused = imageAnswer(page, 'POST');
  await page.getByLabel('Image file').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('meeting notes, not a picture'),
  });
  expect((await refused).status()).toBe(422);
  await expect(field.getByRole('alert')).toHaveText('The file is not an image.');
  await expect(preview).toBeVisible();

  await field.getByRole('button', { name: 'Remove image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the image?' });
  const removed = imageAnswer(page, 'DELETE');
  await dialog.getByRole('button', { name: 'Remove image' }).click();
  expect((await removed).status()).toBe(200);
  await expect(field.getByText('No image')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Upload image' })).toBeVisible();
});
