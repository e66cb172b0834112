import { sql } from 'drizzle-orm';
import type { TDb } from '../../src/db/client';

/** `count` active customers subscribed to kind and locale, made in one statement. */
export async function subscribeCustomers(
  db: TDb,
  count: number,
  options: { kind?: string; locale?: string; prefix?: string } = {},
) {
  const prefix = options.prefix ?? `reader${Date.now()}`;
  await db.execute(sql`
    with made as (
      insert into users (email, user_role, customer_type, first_name, last_name)
      select ${prefix} || '-' || n || '@example.test', 'customer', 'active', 'Reader', n::text
      from generate_series(1, ${count}) as n
      returning id
    )
    insert into newsletter_subscriptions (customer_id, kind, locale)
    select id, ${options.kind ?? 'daily'}, ${options.locale ?? 'en'} from made`);
  return prefix;
}

export const ITEM = {
  type: 'video' as const,
  id: 1,
  title: 'Floods in the valley',
  summary: 'Pictures from the morning',
  url: 'https://www.newsroom.test/videos/VP-1',
  image_url: null,
  at: '2031-03-03T09:00:00.000Z',
};

export const CONTENT = {
  locale: 'en',
  subject: 'Today at the agency',
  intro: 'Good morning.\n\nHere is the day.',
  items: [ITEM],
};
