import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { SORT_STEP } from '../services/tags/tag-order';
import { LOCALE_CODES } from './reference-data';

const TOPICS = [
  'Politics',
  'Elections',
  'Economy',
  'Markets',
  'Energy',
  'Oil',
  'Climate',
  'Weather',
  'Floods',
  'Wildfires',
  'Earthquakes',
  'Health',
  'Vaccines',
  'Science',
  'Space',
  'Technology',
  'AI',
  'Cybersecurity',
  'Education',
  'Culture',
  'Cinema',
  'Music',
  'Fashion',
  'Travel',
  'Food',
  'Football',
  'Tennis',
  'Olympics',
  'Formula 1',
  'Basketball',
  'Hockey',
  'Athletics',
  'Diplomacy',
  'Defence',
  'Migration',
  'Crime',
  'Justice',
  'Protests',
  'Transport',
  'Aviation',
  'Agriculture',
  'Housing',
  'Religion',
  'Royals',
  'Celebrities',
  'Wildlife',
  'Ocean',
  'Archaeology',
  'Startups',
  'Banking',
  'Crypto',
  'Trade',
  'Tourism',
  'Summit',
  'Parliament',
  'Press freedom',
  'Human rights',
  'Refugees',
  'Accidents',
  'Festivals',
];
const ANGLES = ['', ' live', ' analysis', ' interview', ' archive'];

/** TOPICS x ANGLES: 300 distinct names. */
export const DEMO_TAG_NAMES = ANGLES.flatMap((angle) => TOPICS.map((topic) => `${topic}${angle}`));
const DASHBOARD_TAGS = 8;

/**
 * Demo tags: 300 per locale in one set-based INSERT, the first few on the
 * dashboard. Idempotent: a locale that already has tags is left alone.
 */
export async function seedTags(db: TDbOrTx): Promise<void> {
  const names = sql.raw(
    `ARRAY[${DEMO_TAG_NAMES.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`,
  );
  const codes = sql.raw(`ARRAY[${LOCALE_CODES.map((c) => `'${c}'`).join(',')}]`);
  await db.execute(sql`
    insert into tags (name, locale, sort_key, dashboard, dashboard_position)
    select n.name, l.code, n.ord * ${SORT_STEP}, n.ord <= ${DASHBOARD_TAGS},
           case when n.ord <= ${DASHBOARD_TAGS} then n.ord end
    from unnest(${codes}::text[]) as l(code)
    cross join unnest(${names}::text[]) with ordinality as n(name, ord)
    where not exists (select 1 from tags t where t.locale = l.code)`);
}

/**
 * `npm run seed -- --tags N [--locale xx]`: N more tags at the end of one locale,
 * set-based (generate_series), for load and speed checks.
 */
export async function seedManyTags(db: TDbOrTx, locale: string, count: number): Promise<void> {
  await db.execute(sql`
    with base as (
      select count(*) as n, coalesce(max(sort_key), 0) as top from tags where locale = ${locale}
    )
    insert into tags (name, locale, sort_key)
    select 'Bulk tag ' || (base.n + g), ${locale}, base.top + g * ${SORT_STEP}
    from base, generate_series(1, ${count}::int) as g`);
}
