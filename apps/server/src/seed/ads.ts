import {
  BANNER_IMAGE_VARIANT_WIDTH,
  BANNER_PLACEMENT_SIZES,
  type TAlertType,
  type TBannerPlacement,
} from '@newsroom/contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { MediaStorage } from '../adapters/storage';
import type { TDbOrTx } from '../db/client';
import { alerts, banners } from '../db/schema';
import { SORT_STEP } from '../services/ordering/sort-keys';
import { LOCALE_CODES } from './reference-data';

const HOUR = 3_600_000;

/** [placement, title, hours from now to start (null: open), hours to end, active]. */
const DEMO_BANNERS: [TBannerPlacement, string, number | null, number | null, boolean][] = [
  ['home_top', 'Premium video plan', null, null, true],
  ['home_top', 'Election night special', 72, 120, true],
  ['sidebar', 'Newsletter sign-up', null, null, true],
  ['sidebar', 'Archive footage sale', -240, 480, true],
  ['sidebar', 'Spring campaign', -720, -24, true],
  ['video_page', 'Licensing desk', null, null, true],
  ['live_page', 'Partner broadcaster', null, null, false],
];

/** [type, text, hours from now to start, hours to end, dismissible]. */
const DEMO_ALERTS: [TAlertType, string, number, number | null, boolean][] = [
  ['breaking', 'Breaking: earthquake of magnitude 6.1 reported off the coast', -1, 11, true],
  ['live', 'Live now: central bank statement', -0.5, 2, true],
  ['info', 'New: vertical video formats for every story', 24, 240, true],
  ['maintenance', 'Planned maintenance on Sunday from 02:00 to 04:00 UTC', -96, -92, false],
];

/** One picture per placement, drawn once and shared by every locale's banners. */
async function drawImages(storage: MediaStorage) {
  const urls = new Map<
    TBannerPlacement,
    { url: string; variantUrl: string; width: number; height: number }
  >();
  for (const [placement, size] of Object.entries(BANNER_PLACEMENT_SIZES) as [
    TBannerPlacement,
    { width: number; height: number },
  ][]) {
    const { width, height } = size;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#1c4e80"/><stop offset="1" stop-color="#0f6c73"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 4)}"
        text-anchor="middle" dominant-baseline="middle">Newsroom</text></svg>`;
    const original = await sharp(Buffer.from(svg)).png().toBuffer();
    const variant = await sharp(original)
      .resize({ width: BANNER_IMAGE_VARIANT_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const base = `banners/demo/${placement}`;
    urls.set(placement, {
      url: await storage.put(`${base}.png`, original, 'image/png'),
      variantUrl: await storage.put(`${base}-display.webp`, variant, 'image/webp'),
      width,
      height,
    });
  }
  return urls;
}

/**
 * Banners in every placement and state and alerts of every type, for every locale. Runs
 * once: a database that has banners already is left as it is.
 */
export async function seedAds(db: TDbOrTx, storage: MediaStorage | undefined, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(banners);
  if ((existing?.n ?? 0) > 0) return;
  const images = storage ? await drawImages(storage) : new Map();
  const when = (hoursFromNow: number | null) =>
    hoursFromNow === null ? null : new Date(now.getTime() + hoursFromNow * HOUR);
  for (const locale of LOCALE_CODES) {
    await db.insert(banners).values(
      DEMO_BANNERS.map(([placement, title, starts, ends, active], index) => {
        const image = images.get(placement);
        return {
          locale,
          title,
          placement,
          targetUrl: `https://www.newsroom.test/${locale}/offers/${index + 1}`,
          altText: `${title} – Newsroom`,
          startsAt: when(starts),
          endsAt: when(ends),
          active,
          sortKey: (index + 1) * SORT_STEP,
          imageUrl: image?.url ?? null,
          imageVariantUrl: image?.variantUrl ?? null,
          imageWidth: image?.width ?? null,
          imageHeight: image?.height ?? null,
          clicks: (index * 37 + locale.length * 11) % 400,
          impressions: (index * 911 + locale.length * 97) % 20_000,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    await db.insert(alerts).values(
      DEMO_ALERTS.map(([type, text, starts, ends, dismissible]) => ({
        locale,
        type,
        text,
        startsAt: when(starts) ?? now,
        endsAt: when(ends),
        dismissible,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}
