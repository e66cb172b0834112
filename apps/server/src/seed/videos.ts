import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';

const SUBJECTS = [
  'Flood waters rise',
  'Election rally',
  'Climate summit',
  'Wildfire spreads',
  'Central bank decision',
  'Football final',
  'Protest march',
  'Earthquake aftermath',
  'Peace talks',
  'Tech conference',
  'Harvest festival',
  'Space launch',
  'Marathon',
  'Film premiere',
  'Storm damage',
  'Border crossing',
];
const PLACES = [
  'in Paris',
  'in Cairo',
  'in Moscow',
  'in Madrid',
  'in Berlin',
  'in Lagos',
  'in Tokyo',
  'in Mexico City',
  'in Dubai',
  'in Mumbai',
  'in São Paulo',
  'in Istanbul',
  'in Nairobi',
  'in Toronto',
];
const literal = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);

/**
 * Adds `count` videos in one set-based statement: realistic titles across the
 * six locales, every status, prices in roubles, published over the last years.
 */
export async function seedVideos(db: TDbOrTx, count: number) {
  await db.execute(sql`
    INSERT INTO video_projects (external_name, locale, title, description, status, duration_seconds,
      published_at, region_id, country_id, price, currency, views, downloads, trending_score, thumbnail_url)
    SELECT
      'VP-' || lpad((base.n + g)::text, 8, '0'),
      (ARRAY['en','ru','es','ar','de','fr'])[1 + g % 6],
      (${literal(SUBJECTS)})[1 + g % ${SUBJECTS.length}] || ' ' || (${literal(PLACES)})[1 + (g / 7) % ${PLACES.length}],
      'Footage ' || (${literal(PLACES)})[1 + (g / 3) % ${PLACES.length}] || ', shot ' || (g % 28 + 1) || ' days ago by agency crew ' || (g % 40 + 1),
      (ARRAY['published','published','published','published','draft','unpublished'])[1 + g % 6],
      30 + (g * 37) % 1800,
      now() - ((g * 7919) % 1000000) * interval '1 minute',
      ref.regions[1 + g % array_length(ref.regions, 1)],
      ref.countries[1 + g % array_length(ref.countries, 1)],
      ((g * 13) % 500) * 10,
      'RUB',
      (g * 7919) % 100000,
      (g * 104729) % 5000,
      ((g * 31) % 1000) / 10.0,
      '/media/thumbnails/' || ((base.n + g) % 500) || '.jpg'
    FROM generate_series(1, ${count}) AS g
    CROSS JOIN (SELECT coalesce(max(id), 0) AS n FROM video_projects) AS base
    CROSS JOIN (
      SELECT (SELECT array_agg(id) FROM regions) AS regions, (SELECT array_agg(id) FROM countries) AS countries
    ) AS ref`);
}
