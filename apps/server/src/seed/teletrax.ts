import { count, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { teletraxImports } from '../db/schema';
import { ensurePartitions, foldTotals, monthsBetween } from '../services/teletrax/import-batch';

const CHANNELS = [
  ['TV Sud', 'FR'],
  ['Rai News', 'IT'],
  ['Welt Live', 'DE'],
  ['Canal 24', 'ES'],
  ['Nordic One', 'SE'],
  ['Lisboa TV', 'PT'],
  ['Atlas Info', 'MA'],
  ['Polonia 1', 'PL'],
] as const;

/**
 * Demo detections: about 1,500 broadcasts over the last 30 days of 40 demo videos on eight
 * channels, most by demo companies (some licensed, some not) and some by channels no customer
 * owns, as one import of a report named demo-report.csv. Set-based; skipped when any import exists.
 */
export async function seedTeletrax(db: TDb, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(teletraxImports);
  if ((existing?.n ?? 0) > 0) return;
  const [created] = await db
    .insert(teletraxImports)
    .values({ fileName: 'demo-report.csv', source: 'folder', state: 'done', finishedAt: now })
    .returning({ id: teletraxImports.id });
  if (!created) return;
  await ensurePartitions(
    db,
    monthsBetween(new Date(now.getTime() - 31 * 86_400_000), now),
    new Set(),
  );
  const channels = JSON.stringify(CHANNELS.map(([name, country], i) => ({ i, name, country })));
  await db.execute(sql`
    WITH videos AS (
      SELECT row_number() OVER (ORDER BY id) - 1 AS i, id, external_name
      FROM (SELECT id, external_name FROM video_projects WHERE status = 'published' ORDER BY id LIMIT 40) v
    ), firms AS (
      SELECT row_number() OVER (ORDER BY id) - 1 AS i, id, name
      FROM (SELECT id, name FROM companies ORDER BY id LIMIT 12) c
    ), ch AS (
      SELECT * FROM json_to_recordset(${channels}::json) AS c(i int, name text, country text)
    )
    INSERT INTO teletrax_detections
      (import_id, channel, country, aired_at, duration, video_name, video_id, customer_name, company_id)
    SELECT ${created.id}::int, ch.name, ch.country,
      date_trunc('minute', ${now.toISOString()}::timestamptz - (n * 28.8) * interval '1 minute'),
      15 + (n * 37) % 180, videos.external_name, videos.id,
      coalesce(firms.name, ''), firms.id
    FROM generate_series(1, 1500) AS n
    JOIN ch ON ch.i = n % 8
    JOIN videos ON videos.i = (n * 7) % greatest((SELECT count(*) FROM videos), 1)
    LEFT JOIN firms ON n % 5 <> 0 AND firms.i = (n % 8 + (n / 200) % 4) % greatest((SELECT count(*) FROM firms), 1)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE teletrax_imports SET imported = (
      SELECT count(*) FROM teletrax_detections WHERE import_id = ${created.id}::int)
    WHERE id = ${created.id}::int`);
  await foldTotals(db);
}
