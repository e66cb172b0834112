import type { TAdminGroup, TAlert, TBanner } from '@newsroom/contract';
import sharp from 'sharp';
import { apiUnder, callsWith, signedInApp, type TTestApp } from '../support';

export const ADS = '/api/admin/ads';

/** Calls the ads API as a signed-in admin; `body` becomes JSON. */
export const adsApi = (t: TTestApp, cookie: string) =>
  apiUnder(
    ADS,
    callsWith(() => ({ app: t.app, cookie })),
  );
export type TAdsApi = ReturnType<typeof adsApi>;

/** A test file's app with an admin of `group` signed in (signedInApp), and the ads API as them. */
export function adsSession(group: TAdminGroup = 'super_admin') {
  const t = signedInApp(group);
  return { t, api: apiUnder(ADS, t.send) };
}

export const hours = (n: number) => n * 3_600_000;
export const at = (t: TTestApp, offsetMs: number) =>
  new Date(t.clock.now().getTime() + offsetMs).toISOString();

export async function createBanner(
  api: TAdsApi,
  banner: Partial<Record<keyof TBanner, unknown>> & { title: string },
): Promise<TBanner> {
  const response = await api('POST', '/banners', {
    banner: {
      locale: 'en',
      placement: 'sidebar',
      target_url: 'https://www.example.com/offer',
      alt_text: `${banner.title} banner`,
      ...banner,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`banner create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

export async function createAlert(
  api: TAdsApi,
  alert: Partial<Record<keyof TAlert, unknown>> & { text: string; starts_at: string },
  endOverlapping = false,
): Promise<TAlert> {
  const response = await api('POST', '/alerts', {
    alert: { locale: 'en', type: 'breaking', ...alert },
    ...(endOverlapping ? { end_overlapping: true } : {}),
  });
  if (response.statusCode !== 201) {
    throw new Error(`alert create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** A real image with detail in it, so a wrong resize or a blank output would show. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="${width / 4}" y="${height / 4}" width="${width / 2}" height="${height / 2}" fill="#f80"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

export function multipart(content: Buffer, filename: string, type: string, field = 'image') {
  const boundary = `----newsroom${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadBannerImage(
  t: TTestApp,
  cookie: string,
  id: number,
  body: ReturnType<typeof multipart>,
) {
  return t.app.inject({
    method: 'POST',
    url: `${ADS}/banners/${id}/image`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

/** The titles of a placement's banners, in the order the list answers them, and their positions. */
export async function placementOrder(api: TAdsApi, locale: string, placement: string) {
  const body = (await api('GET', `/banners?locale=${locale}&placement=${placement}`)).json();
  const list = body.banners as TBanner[];
  return {
    titles: list.map((banner) => banner.title),
    positions: list.map((banner) => banner.position),
  };
}
