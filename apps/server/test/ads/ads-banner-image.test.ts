import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TBanner } from '@newsroom/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADS, adsSession, createBanner, multipart, picture, uploadBannerImage } from './helpers';

const { t, api } = adsSession('new_output');

const onDisk = (url: string) => join(t.dataDir, url);

describe('the banner image', () => {
  it('stores the original and a resized WebP variant, served from /media with a long cache', async () => {
    const banner = await createBanner(api, { title: 'Leaderboard' });
    const original = await picture(1940, 500, 'png');
    const response = await uploadBannerImage(
      t,
      t.cookie,
      banner.id,
      multipart(original, 'wide.png', 'image/png'),
    );
    expect(response.statusCode).toBe(200);
    const image = (response.json() as TBanner).image;
    expect(image).toMatchObject({ width: 1940, height: 500 });
    expect(image?.url).toMatch(/^\/media\/banners\/\d+\/[0-9a-f-]+\.png$/);
    expect(image?.variant_url).toMatch(/-display\.webp$/);
    // The banner's version is untouched: an open edit form can still save.
    expect(response.json().version).toBe(banner.version);

    const served = await t.app.inject({ url: image?.variant_url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const variant = await sharp(served.rawPayload).metadata();
    expect(variant).toMatchObject({ format: 'webp', width: 970, height: 250 });
    const stored = await t.app.inject({ url: image?.url ?? '' });
    expect(Buffer.compare(stored.rawPayload, original)).toBe(0);
  });

  it('keeps a small image at its size and accepts JPEG, GIF and WebP', async () => {
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const banner = await createBanner(api, { title: `Small ${format}` });
      const response = await uploadBannerImage(
        t,
        t.cookie,
        banner.id,
        multipart(await picture(300, 250, format), `s.${format}`, `image/${format}`),
      );
      expect(response.statusCode, format).toBe(200);
      const variant = await t.app.inject({ url: response.json().image.variant_url });
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 300, height: 250 });
    }
  });

  it('refuses a file that is not an image, an SVG, and an image over 5 MB, with 422 on the field', async () => {
    const banner = await createBanner(api, { title: 'Refusals' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    const cases = [
      multipart(Buffer.from('%PDF-1.4 not an image'), 'a.png', 'image/png'),
      multipart(svg, 'a.svg', 'image/svg+xml'),
      multipart(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png'),
      multipart(await picture(10, 10, 'png'), 'a.png', 'image/png', 'file'),
    ];
    for (const body of cases) {
      const response = await uploadBannerImage(t, t.cookie, banner.id, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'invalid', field: 'image' });
      expect(response.json().errors[0].message).toBeTruthy();
    }
    const big = await uploadBannerImage(t, t.cookie, banner.id, cases[2] as never);
    expect(big.json().errors[0].message).toBe('The image is larger than 5 MB.');
    expect((await api('GET', `/banners/${banner.id}`)).json().image).toBeNull();
    const json = await t.send('POST', `${ADS}/banners/${banner.id}/image`, { image: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('replaces and removes the files, but keeps files a copy in another locale still shows', async () => {
    const banner = await createBanner(api, { title: 'Replace me' });
    const first = (
      await uploadBannerImage(
        t,
        t.cookie,
        banner.id,
        multipart(await picture(400, 300, 'png'), 'a.png', 'image/png'),
      )
    ).json().image;
    const copy = (await api('POST', `/banners/${banner.id}/duplicates`, { locales: ['de'] })).json()
      .banners[0];
    expect(copy.image).toEqual(first);

    const second = (
      await uploadBannerImage(
        t,
        t.cookie,
        banner.id,
        multipart(await picture(500, 300, 'jpeg'), 'b.jpg', 'image/jpeg'),
      )
    ).json().image;
    expect(second.url).not.toBe(first.url);
    // The copy still shows the first files.
    expect(existsSync(onDisk(first.url))).toBe(true);
    expect(existsSync(onDisk(first.variant_url))).toBe(true);

    const removed = await t.send('DELETE', `${ADS}/banners/${banner.id}/image`);
    expect(removed.json().image).toBeNull();
    expect(existsSync(onDisk(second.url))).toBe(false);
    expect(existsSync(onDisk(second.variant_url))).toBe(false);

    expect((await api('DELETE', `/banners/${copy.id}`)).statusCode).toBe(204);
    expect(existsSync(onDisk(first.url))).toBe(false);
    expect(existsSync(onDisk(first.variant_url))).toBe(false);

    const history = (await api('GET', `/banners/${banner.id}/history`)).json().history;
    expect(history.slice(0, 2).map((entry: { action: string }) => entry.action)).toEqual([
      'image_remove',
      'image_upload',
    ]);
  });

  it('answers 404 for an unknown banner', async () => {
    const response = await uploadBannerImage(
      t,
      t.cookie,
      999_999,
      multipart(await picture(10, 10, 'png'), 'a.png', 'image/png'),
    );
    expect(response.statusCode).toBe(404);
  });
});
