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

const DOWNLOAD_BATCH = 1_000_000;

/**
 * `npm run seed -- --downloads N`: N more downloads spread over the last year, across the
 * existing videos and customers (a few guest buyers), a million per `INSERT ... SELECT
 * generate_series` statement: no row is sent from here. Their facts are written by the downloads
 * trigger per statement, but the rollups' trigger is off meanwhile: afterwards every level is
 * rebuilt set-wise from the facts for the months they fall in (`pass_statistics_rebuild`,
 * drizzle/0038), which is what makes ten million take minutes, not hours. One transaction:
 * nobody sees the statistics without the new downloads, and the tables are locked until it ends.
 */
export async function seedManyDownloads(db: TDbOrTx, count: number, log = (_: string) => {}) {
  await db.transaction(async (tx) => {
    // The rebuild groups millions of facts: in memory rather than spilled to disk.
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await tx.execute(
      sql`ALTER TABLE pass_statistics_facts DISABLE TRIGGER pass_statistics_facts_inserted`,
    );
    const result = await tx.execute(
      sql`SELECT coalesce(max(id), 0)::bigint AS id FROM video_downloads`,
    );
    const [last] = (result as unknown as { rows: { id: string }[] }).rows;
    for (let done = 0; done < count; done += DOWNLOAD_BATCH) {
      const size = Math.min(DOWNLOAD_BATCH, count - done);
      await tx.execute(sql`
        WITH v AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM video_projects),
          c AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n
            FROM users WHERE user_role = 'customer')
        INSERT INTO video_downloads (video_id, customer_id, customer_name, customer_email,
          downloaded_at, file_name, quality, format, price, currency)
        SELECT v.ids[1 + ((g * 7919) % v.n)::int],
          CASE WHEN g % 25 = 0 OR c.n = 0 THEN NULL ELSE c.ids[1 + ((g * 104729) % c.n)::int] END,
          'Buyer ' || (g % 5000), 'buyer' || (g % 5000) || '@volume.example',
          now() - ((${count}::bigint - g) * 31536000 / ${count} + g % 97) * interval '1 second',
          'volume_' || g || '.mp4', (ARRAY['4K','1080p','720p'])[1 + g % 3], 'mp4',
          (ARRAY[30, 45, 60, 90])[1 + g % 4], (ARRAY['RUB','EUR','USD'])[1 + (g / 7) % 3]
        FROM v, c, generate_series(${done + 1}::bigint, ${done + size}::bigint) AS g
        WHERE v.n > 0`);
      log(`${done + size} of ${count} downloads`);
    }
    await tx.execute(sql`
      SELECT pass_statistics_rebuild(min(at), max(at)) FROM pass_statistics_facts
      WHERE kind = 'download' AND source_id > ${last?.id ?? 0}::bigint`);
    await tx.execute(
      sql`ALTER TABLE pass_statistics_facts ENABLE TRIGGER pass_statistics_facts_inserted`,
    );
    log('statistics rollups rebuilt');
  });
}
