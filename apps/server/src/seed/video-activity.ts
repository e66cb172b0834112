import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import {
  ENGLISH_TITLE_WORDS,
  TRANSLATED_SHARE,
  TRANSLATED_TITLES,
} from './video-translations-data';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const values = (rows: (string | number)[][], alias: string) =>
  sql.raw(
    `(VALUES ${rows
      .map((row) => `(${row.map((v) => (typeof v === 'number' ? v : quote(v))).join(', ')})`)
      .join(',\n')}) AS ${alias}`,
  );

const LOCALES = Object.entries(TRANSLATED_TITLES);
const words = (kind: 'subjects' | 'places') =>
  LOCALES.flatMap(([locale, t]) =>
    ENGLISH_TITLE_WORDS[kind].map((en, i) => [locale, en, t[kind][i] ?? en]),
  );
const styles = () =>
  LOCALES.map(([locale, t], i) => [
    locale,
    t.footage,
    t.crew,
    TRANSLATED_SHARE[locale] ?? 3,
    i * 3,
  ]);

/**
 * Demo activity of the first `upToId` videos: downloads of one published video in seven (1 to
 * 12 each, 25 to 60 for one in ten of those; by the demo customers or guest buyers, in several
 * files and qualities), and
 * translations of the titles whose subject has translated words, into Arabic most often.
 * Their `downloads` counters are set to the rows made, so the list and the Downloads tab agree.
 * Safe to run again: videos that have downloads get no more, translations are not replaced.
 */
export async function seedVideoActivity(db: TDbOrTx, upToId = 30_000) {
  await db.execute(sql`
    INSERT INTO video_downloads (video_id, customer_id, customer_name, customer_email, company,
      downloaded_at, file_name, quality, format, price, currency)
    SELECT
      v.id,
      cu.id,
      coalesce(cu.first_name || ' ' || cu.last_name, 'Guest buyer ' || pick.k),
      coalesce(cu.email, 'guest' || pick.k || '@buyers.example'),
      co.name,
      v.published_at + (now() - v.published_at) * (((v.id::bigint * 104729 + d * 7919) % 1000) / 1000.0),
      v.external_name || '_' || file.quality || '.' || file.format,
      file.quality,
      file.format,
      round(v.price * file.factor, 2),
      v.currency
    FROM video_projects v
    CROSS JOIN (
      SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n
      FROM users WHERE user_role = 'customer'
    ) AS c
    CROSS JOIN LATERAL generate_series(
      1, CASE WHEN v.id % 70 = 0 THEN 25 + v.id % 36 ELSE 1 + (v.id * 31) % 12 END) AS d
    CROSS JOIN LATERAL (SELECT 1 + (v.id * 17 + d * 7) % greatest(c.n, 20) AS k) AS pick
    -- Joined by id: picking names out of big text arrays by position is slow.
    LEFT JOIN users cu ON cu.id = c.ids[pick.k]
    LEFT JOIN companies co ON co.id = cu.company_id
    CROSS JOIN LATERAL (
      SELECT (ARRAY['4K','1080p','720p','480p'])[1 + (v.id + d) % 4] AS quality,
        (ARRAY['mp4','mov','mxf'])[1 + (v.id * d) % 3] AS format,
        (ARRAY[1.5, 1.0, 0.8, 0.5])[1 + (v.id + d) % 4] AS factor
    ) AS file
    WHERE v.id <= ${upToId} AND v.id % 7 = 0 AND v.published_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM video_downloads x WHERE x.video_id = v.id)`);

  // The list's download count says what the Downloads tab lists for these videos.
  await db.execute(sql`
    UPDATE video_projects v SET downloads = coalesce(d.n, 0)
    FROM video_projects w
    LEFT JOIN (SELECT video_id, count(*)::int AS n FROM video_downloads GROUP BY video_id) d
      ON d.video_id = w.id
    WHERE v.id = w.id AND v.id <= ${upToId} AND v.downloads IS DISTINCT FROM coalesce(d.n, 0)`);

  // The search trigger rewrites a video's search document once per translation row (an UPDATE
  // of video_projects with its statement triggers each time: minutes for the demo's 9,000 rows
  // on PostgreSQL); off while they are added, then every translated video's document once.
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`ALTER TABLE video_translations DISABLE TRIGGER video_translations_search_vector`,
    );
    await insertTranslations(tx, upToId);
    await tx.execute(
      sql`ALTER TABLE video_translations ENABLE TRIGGER video_translations_search_vector`,
    );
    await tx.execute(sql`
      UPDATE video_projects v
      SET search_vector = video_search_vector(v.id, v.external_name, v.title, v.description)
      WHERE v.id IN (SELECT DISTINCT video_id FROM video_translations WHERE video_id <= ${upToId})`);
  });
}

function insertTranslations(db: TDbOrTx, upToId: number) {
  return db.execute(sql`
    INSERT INTO video_translations (video_id, locale, title, description, updated_at, updated_by)
    SELECT
      v.id,
      s.locale,
      s.tr || ' ' || coalesce(p.tr, '— ' || regexp_replace(place.en, '^in ', '')),
      f.footage || ' ' || coalesce(p.tr, regexp_replace(place.en, '^in ', '')) || f.crew || '.',
      coalesce(v.published_at, v.created_at) + ((v.id * 13) % 72) * interval '1 hour',
      (SELECT id FROM users WHERE admin_group = 'translator' ORDER BY id LIMIT 1)
    FROM video_projects v
    JOIN ${values(words('subjects'), 's(locale, en, tr)')}
      ON left(v.title, length(s.en) + 1) = s.en || ' '
    CROSS JOIN LATERAL (SELECT substr(v.title, length(s.en) + 2) AS en) AS place
    JOIN ${values(styles(), 'f(locale, footage, crew, share, shift)')} ON f.locale = s.locale
    LEFT JOIN ${values(words('places'), 'p(locale, en, tr)')}
      ON p.locale = s.locale AND p.en = place.en
    WHERE v.id <= ${upToId} AND v.locale <> s.locale AND (v.id + f.shift) % 10 < f.share
    ON CONFLICT DO NOTHING`);
}
