import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TAdminGroup } from '@newsroom/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, LIVE, signedInApp } from '../support';
import { createEvent } from './helpers';

const t = signedInApp();

/** A real image with detail in it, so a wrong crop or a blank output would show. */
const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#0a4"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

function multipart(content: Buffer, filename: string, type: string, field = 'image') {
  const boundary = `----newsroom${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  slug: string,
  body: ReturnType<typeof multipart>,
  as = t.cookie,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `${LIVE}/events/${slug}/image`,
    headers: { cookie: as, ...body.headers, ...extra },
    payload: body.payload,
  });

const removeImage = (slug: string, as = t.cookie) =>
  t.app.inject({ method: 'DELETE', url: `${LIVE}/events/${slug}/image`, headers: { cookie: as } });

const media = (url: string) => t.app.inject({ url });
const onDisk = (url: string) => join(t.dataDir, url);

describe('uploading an event image', () => {
  it('stores the original and a real 273x154 variant, served with a long cache', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Summit opening' });
    const png = await picture(1200, 800, 'png');
    const response = await upload(event.slug, multipart(png, 'summit.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.image.url).toMatch(
      new RegExp(`^/media/live-events/${event.id}/[0-9a-f-]+\\.png$`),
    );
    expect(saved.image.x273x154.url).toMatch(/-273x154\.jpg$/);
    expect(saved.version).toBe(event.version);

    const variant = await media(saved.image.x273x154.url);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/jpeg');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(variant.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 273, 154]);
    // Cover crop of a centred circle: the middle of the variant is the circle's green.
    const { data } = await sharp(variant.rawPayload)
      .extract({ left: 136, top: 77, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(data[0] ?? 255);

    const original = await media(saved.image.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(original.rawPayload, png)).toBe(0);

    const reread = (await t.send('GET', `${LIVE}/events/${event.slug}`)).json();
    expect(reread.image).toEqual(saved.image);
    const history = (await t.send('GET', `${LIVE}/events/${event.slug}/history`)).json().history;
    expect(history[0]).toMatchObject({
      action: 'image_upload',
      before: { image: { url: null } },
      after: { image: saved.image },
    });
  });

  it('replaces the image, removes the old files, and crops a portrait image to 273x154 too', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Replace me' });
    const first = (
      await upload(event.slug, multipart(await picture(640, 480, 'png'), 'a.png', 'image/png'))
    ).json();
    const jpeg = await picture(400, 900, 'jpeg');
    const response = await upload(String(event.id), multipart(jpeg, 'b.jpg', 'image/jpeg'));
    expect(response.statusCode, response.body).toBe(200);
    const second = response.json();
    expect(second.image.url).toMatch(/\.jpg$/);
    expect(second.image.url).not.toBe(first.image.url);
    for (const url of [first.image.url, first.image.x273x154.url]) {
      expect(existsSync(onDisk(url))).toBe(false);
      expect((await media(url)).statusCode).toBe(404);
    }
    const meta = await sharp((await media(second.image.x273x154.url)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([273, 154]);
  });

  it('removes the image and its files with DELETE, and records it', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Remove me' });
    const saved = (
      await upload(event.slug, multipart(await picture(300, 300, 'png'), 'c.png', 'image/png'))
    ).json();
    const response = await removeImage(event.slug);
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toEqual({ url: null, x273x154: { url: null } });
    expect(existsSync(onDisk(saved.image.url))).toBe(false);
    expect((await media(saved.image.x273x154.url)).statusCode).toBe(404);
    const history = (await t.send('GET', `${LIVE}/events/${event.slug}/history`)).json().history;
    expect(history[0].action).toBe('image_remove');
    expect((await removeImage(event.slug)).statusCode).toBe(200);
  });
});

describe('refusing what is not a usable image', () => {
  let slug: string;
  beforeAll(async () => {
    slug = (await createEvent(t, t.cookie, { title: 'Guarded' })).slug;
  });

  const expectInvalid = async (response: Awaited<ReturnType<typeof upload>>, status = 422) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().errors[0]).toMatchObject({
      field: 'image',
      message: expect.any(String),
    });
  };

  it('checks the content, not the declared type', async () => {
    await expectInvalid(
      await upload(slug, multipart(Buffer.from('hello, not a picture'), 'x.png', 'image/png')),
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(1)</script><rect width="400" height="300"/></svg>',
    );
    await expectInvalid(await upload(slug, multipart(svg, 'x.svg', 'image/svg+xml')));
    const png = await picture(400, 300, 'png');
    await expectInvalid(
      await upload(slug, multipart(png.subarray(0, 200), 'cut.png', 'image/png')),
    );
    await expectInvalid(await upload(slug, multipart(Buffer.alloc(0), 'empty.png', 'image/png')));
    await expectInvalid(await upload(slug, multipart(png, 'x.png', 'image/png', 'photo')));
    const event = (await t.send('GET', `${LIVE}/events/${slug}`)).json();
    expect(event.image.url).toBeNull();
  });

  it('refuses a file over the size cap with 413 payload_too_large', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    const response = await upload(slug, multipart(big, 'big.png', 'image/png'));
    await expectInvalid(response, 413);
    expect(response.json().errors[0].code).toBe('payload_too_large');
  });

  it('wants multipart here and still JSON everywhere else', async () => {
    const json = await t.send('POST', `${LIVE}/events/${slug}/image`, {
      image: 'data:image/png;base64,AAAA',
    });
    expect(json.statusCode).toBe(415);
    const form = multipart(await picture(100, 100, 'png'), 'x.png', 'image/png');
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: `${LIVE}/events/${slug}`,
      headers: { cookie: t.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('checks the Origin of an upload like any other write', async () => {
    const form = multipart(await picture(100, 100, 'png'), 'x.png', 'image/png');
    const evil = await upload(slug, form, t.cookie, {
      origin: 'https://evil.example.net',
      host: 'localhost:3000',
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().errors[0].code).toBe('csrf_rejected');
    const own = await upload(slug, form, t.cookie, {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for an unknown event', async () => {
    const form = multipart(await picture(100, 100, 'png'), 'x.png', 'image/png');
    expect((await upload('no-such-event', form)).statusCode).toBe(404);
    expect((await removeImage('no-such-event')).statusCode).toBe(404);
  });
});

describe('who may change the image', () => {
  it.each<[TAdminGroup, number]>([
    ['output_editor', 200],
    ['seo_admin', 200],
    ['live_admin', 200],
    ['territorial_manager', 403],
    ['client_desk', 403],
    ['translator', 403],
    ['news_room', 403],
  ])('%s gets %i', async (group, status) => {
    const event = await createEvent(t, t.cookie, { title: `Access ${group}` });
    const as = await cookieFor(t, group);
    const form = multipart(await picture(120, 90, 'png'), 'x.png', 'image/png');
    expect((await upload(event.slug, form, as)).statusCode).toBe(status);
    expect((await removeImage(event.slug, as)).statusCode).toBe(status);
  });

  it('asks a signed-out caller to sign in', async () => {
    const form = multipart(await picture(120, 90, 'png'), 'x.png', 'image/png');
    expect((await upload('anything', form, '')).statusCode).toBe(401);
  });
});

describe('serving /media', () => {
  it('serves event images only: no listing, no other media, nothing outside the folder', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Served' });
    await upload(event.slug, multipart(await picture(300, 200, 'png'), 'x.png', 'image/png'));
    writeFileSync(join(t.dataDir, 'secret.txt'), 'TOP-SECRET');
    // Imported FTP videos share the media folder but are not public.
    mkdirSync(join(t.dataDir, 'media', 'videos'), { recursive: true });
    writeFileSync(join(t.dataDir, 'media', 'videos', 'draft.mp4'), 'TOP-SECRET video');
    for (const url of [
      '/media/',
      `/media/live-events/${event.id}/`,
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/..%2fsecret.txt',
      '/media/live-events/..%2f..%2fsecret.txt',
      '/media/live-events/nothing-here.jpg',
      '/media/videos/draft.mp4',
      '/media/live-events/..%2fvideos%2fdraft.mp4',
      '/media/live-events/../videos/draft.mp4',
    ]) {
      const response = await media(url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.json().errors.length, url).toBe(1);
      expect(response.body, url).not.toMatch(/TOP-SECRET|live-events\/\d+\//);
    }
  });
});

it('lists the upload and the removal in the OpenAPI description', async () => {
  const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
  const upload = paths['/api/admin/content/live/events/{slug}/image'];
  expect(upload.post.summary).toMatch(/273x154/);
  expect(upload.delete).toBeDefined();
});
