import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';

/**
 * A year of the public site's audience, hour by hour, for the built-in dashboard: views follow
 * the day (a night low, an evening high) and the week (quieter weekends) and grow over the year;
 * live viewers peak when events are on. Downloads and purchases need no seed of their own: the
 * pass statistics triggers count the demo downloads and purchases as they are inserted.
 * Safe to run again: hours already there are kept.
 */
export async function seedAudience(db: TDbOrTx) {
  await db.execute(sql`
    INSERT INTO audience_hourly (hour, video_views, live_viewers_peak)
    SELECT h,
      round((400 + 900 * greatest(0, sin(pi() * (extract(hour FROM h) - 6) / 18)))
        * (CASE WHEN extract(isodow FROM h) >= 6 THEN 0.7 ELSE 1 END)
        * (0.75 + 0.25 * (1 - extract(epoch FROM now() - h) / 31622400))
        * (0.85 + 0.3 * ((extract(epoch FROM h)::bigint / 3600 * 7919) % 100) / 100.0))::int,
      CASE WHEN extract(hour FROM h) BETWEEN 12 AND 21
        THEN (200 + ((extract(epoch FROM h)::bigint / 3600 * 104729) % 1800))::int
        ELSE ((extract(epoch FROM h)::bigint / 3600 * 31) % 120)::int END
    FROM generate_series(date_trunc('hour', now()) - interval '366 days',
      date_trunc('hour', now()), interval '1 hour') AS h
    ON CONFLICT (hour) DO NOTHING`);
}
