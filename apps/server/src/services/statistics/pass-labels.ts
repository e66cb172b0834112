import type { TPassDimension } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

const PLAN_LABELS: Record<string, string> = {
  none: 'No plan',
  pay_per_clip: 'Pay per clip',
  monthly: 'Monthly',
  yearly: 'Yearly',
  live_only: 'Live only',
  archive: 'Archive',
};

/** What the rollups' keys stand for in words: names, countries, video titles, plan types. */
const NO_KEY: Record<TPassDimension, string> = {
  customer: 'Guest buyers (no account)',
  country: 'Unknown country',
  video: 'Live events and other items',
  plan_type: 'No plan',
};

const LOOKUPS: Record<
  Exclude<TPassDimension, 'plan_type'>,
  (ids: string) => ReturnType<typeof sql>
> = {
  customer: (ids) => sql`SELECT id::text AS key,
      coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) || ' <' || email || '>' AS label
    FROM users WHERE id = ANY(${ids}::int[])`,
  country: (ids) =>
    sql`SELECT id::text AS key, name AS label FROM countries WHERE id = ANY(${ids}::int[])`,
  video: (ids) => sql`SELECT id::text AS key, title || ' (' || external_name || ')' AS label
    FROM video_projects WHERE id = ANY(${ids}::int[])`,
};

export async function passLabels(db: TDbOrTx, by: TPassDimension, keys: string[]) {
  const labels = new Map<string, string>();
  const ids = keys.filter((key) => /^\d+$/.test(key) && key !== '0');
  for (const key of keys) {
    if (key === '' || (by === 'country' && key === '0')) labels.set(key, NO_KEY[by]);
  }
  if (by === 'plan_type') {
    for (const key of keys) labels.set(key, PLAN_LABELS[key] ?? key);
    return labels;
  }
  if (ids.length) {
    const result = await db.execute(LOOKUPS[by](`{${ids.join(',')}}`));
    for (const row of (result as unknown as { rows: { key: string; label: string }[] }).rows) {
      labels.set(row.key, row.label);
    }
  }
  // A customer or video deleted since keeps its number.
  for (const key of ids) if (!labels.has(key)) labels.set(key, `#${key} (deleted)`);
  return labels;
}
