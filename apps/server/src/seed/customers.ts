import { like, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { users } from '../db/schema';

const FIRST = `{Anna,Boris,Carla,David,Elena,Farid,Grace,Hiro,Ivan,Julia,Karim,Lena,Marco,Nadia,Oscar,Paula,Rami,Sofia,Tomas,Yusuf}`;
const LAST = `{Abbott,Baranov,Costa,Dubois,Evans,Fischer,Garcia,Haddad,Ito,Jensen,Kowalski,Lopez,Müller,Novak,Okafor,Petrov,Rossi,Silva,Tanaka,Weber}`;
const BRAND = `{Northwind,Blue Harbor,Atlas,Meridian,Silverline,Redwood,Polar,Horizon,Crescent,Summit,Delta,Evergreen,Lighthouse,Granite,Aurora,Pioneer}`;
const KIND = `{Media,TV,News,Radio,Broadcasting,Press,Digital,Channel}`;
const TITLES = `{Editor,Producer,News desk,Archive manager,Head of video,Journalist,Buyer}`;

/**
 * Adds `count` customers (ids after the existing ones) in company accounts of about four members,
 * each with a billing profile, one to three plans across every plan state and a few purchases.
 * Statuses: 70% active, 12% new, 8% deactivated, 10% unconfirmed (new, e-mail not confirmed).
 * Set-based, so 200,000 take seconds; `tag` keeps the e-mails of one run apart from another's.
 */
export async function seedCustomers(db: TDbOrTx, count: number, tag = 'demo') {
  if (!/^[a-z0-9-]+$/.test(tag)) throw new Error('The customer seed tag is letters and digits');
  const companyCount = Math.max(1, Math.ceil(count / 4));
  await db.execute(sql`
    INSERT INTO companies (name, created_at)
    SELECT (${BRAND}::text[])[1 + g % 16] || ' ' || (${KIND}::text[])[1 + (g / 16) % 8]
        || CASE WHEN g >= 128 THEN ' ' || (g / 128 + 1) ELSE '' END,
      now() - (g % 1500) * interval '1 day'
    FROM generate_series(0, ${companyCount - 1}) AS g`);
  // The companies just made are the last `companyCount` ids.
  await db.execute(sql`
    INSERT INTO users (email, first_name, last_name, password_hash, user_role, customer_type,
      confirmed, company_id, phone, job_title, country_id, locale, account_manager_id,
      deactivated_at, deactivation_reason, created_at, last_sign_in_at)
    SELECT
      lower((${FIRST}::text[])[1 + g % 20]) || '.' || lower((${LAST}::text[])[1 + (g / 20) % 20])
        || '.' || g || '@' || ${tag} || '.customers.test',
      (${FIRST}::text[])[1 + g % 20],
      (${LAST}::text[])[1 + (g / 20) % 20],
      NULL,
      'customer',
      CASE WHEN s.k < 70 THEN 'active' WHEN s.k < 92 THEN 'new' ELSE 'deactivated' END,
      NOT (s.k >= 82 AND s.k < 92),
      c.first_id + g % ${companyCount},
      '+' || (30 + g % 60) || ' ' || lpad(((g * 7919) % 10000000)::text, 7, '0'),
      (${TITLES}::text[])[1 + g % 7],
      co.ids[1 + (g * 37) % greatest(co.n, 1)],
      (ARRAY['en','ru','es','ar','de','fr'])[1 + g % 6],
      CASE WHEN m.n > 0 THEN m.ids[1 + g % m.n] END,
      CASE WHEN s.k >= 92 THEN now() - (g % 90) * interval '1 day' END,
      CASE WHEN s.k >= 92 THEN (ARRAY['Unpaid invoices','Left the company','Duplicate account',
        'Requested by the customer'])[1 + g % 4] END,
      now() - ((g * 13) % 1400) * interval '1 day' - (g % 1440) * interval '1 minute',
      CASE WHEN s.k < 70 THEN now() - ((g * 7) % 60) * interval '1 day' END
    FROM generate_series(0, ${count - 1}) AS g
    CROSS JOIN LATERAL (SELECT (g * 37) % 100 AS k) AS s
    CROSS JOIN (SELECT max(id) - ${companyCount - 1} AS first_id FROM companies) AS c
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM countries) AS co
    CROSS JOIN (
      SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users
      WHERE user_role = 'admin' AND admin_group IN ('client_desk', 'territorial_manager')
    ) AS m
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE companies c SET owner_id = o.id
    FROM (SELECT company_id, min(id) AS id FROM users WHERE company_id IS NOT NULL GROUP BY 1) o
    WHERE o.company_id = c.id AND c.owner_id IS NULL`);
  await db.execute(sql`
    INSERT INTO billing_profiles (company_id, legal_name, address, country_code, vat_number,
      billing_email, currency)
    SELECT c.id, c.name || ' Ltd', (c.id % 200 + 1) || ' Harbour Street', co.code,
      upper(coalesce(co.code, 'EU')) || lpad((c.id * 7919 % 100000000)::text, 9, '0'),
      'billing@' || c.id || '.' || ${tag} || '.customers.test',
      CASE WHEN co.code IN ('RU', 'BY', 'KZ') THEN 'RUB' WHEN c.id % 5 = 0 THEN 'USD' ELSE 'EUR' END
    FROM companies c
    LEFT JOIN users u ON u.id = c.owner_id
    LEFT JOIN countries co ON co.id = u.country_id
    WHERE NOT EXISTS (SELECT 1 FROM billing_profiles b WHERE b.company_id = c.id)`);
  await db.execute(sql`
    INSERT INTO plans (company_id, plan_type, starts_on, ends_on, download_quota, downloads_used,
      price, currency, status, cancelled_at, created_at)
    SELECT c.id, t.plan_type, t.starts_on, t.ends_on, t.quota,
      CASE WHEN t.quota IS NULL THEN (c.id * 3 + p) % 40 ELSE (c.id * 7 + p) % (t.quota + 1) END,
      t.price, coalesce(b.currency, 'EUR'),
      CASE WHEN (c.id + p) % 11 = 0 THEN 'cancelled' ELSE 'active' END,
      CASE WHEN (c.id + p) % 11 = 0 THEN now() - (c.id % 30) * interval '1 day' END,
      t.starts_on::timestamptz
    FROM companies c
    LEFT JOIN billing_profiles b ON b.company_id = c.id
    CROSS JOIN LATERAL generate_series(1, 1 + c.id % 3) AS p
    CROSS JOIN LATERAL (
      SELECT (ARRAY['pay_per_clip','monthly','yearly','live_only','archive'])[1 + (c.id + p) % 5]
          AS plan_type,
        (current_date + ((p - 2) * 200 - c.id % 150)) AS starts_on
    ) AS base
    CROSS JOIN LATERAL (
      SELECT base.plan_type, base.starts_on,
        base.starts_on + CASE base.plan_type WHEN 'monthly' THEN 30 ELSE 365 END AS ends_on,
        CASE base.plan_type WHEN 'monthly' THEN 50 WHEN 'yearly' THEN 600
          WHEN 'archive' THEN 200 ELSE NULL END AS quota,
        CASE base.plan_type WHEN 'monthly' THEN 490 WHEN 'yearly' THEN 4900
          WHEN 'live_only' THEN 1900 WHEN 'archive' THEN 2500 ELSE 0 END AS price
    ) AS t
    WHERE c.id > (SELECT max(id) - ${companyCount} FROM companies)`);
  await db.execute(sql`
    INSERT INTO purchases (company_id, user_id, item_type, item_id, item_title, price, currency,
      purchased_at, invoice_number, refunded_at)
    SELECT c.id, c.owner_id,
      CASE WHEN p % 3 = 0 AND e.id IS NOT NULL THEN 'live_event' ELSE 'video' END,
      CASE WHEN p % 3 = 0 AND e.id IS NOT NULL THEN e.id ELSE v.id END,
      CASE WHEN p % 3 = 0 AND e.id IS NOT NULL THEN e.title
        ELSE coalesce(v.title, 'Clip ' || c.id || '-' || p) END,
      CASE WHEN p % 3 = 0 THEN 150 ELSE coalesce(v.price, 40) END,
      CASE WHEN p % 3 = 0 THEN 'EUR' ELSE coalesce(v.currency, 'RUB') END,
      now() - ((c.id * 11 + p * 29) % 700) * interval '1 day',
      'INV-' || ${tag} || '-' || c.id || '-' || p,
      CASE WHEN (c.id + p) % 17 = 0 THEN now() - (p % 20) * interval '1 day' END
    FROM companies c
    CROSS JOIN LATERAL generate_series(1, c.id % 6) AS p
    LEFT JOIN LATERAL (SELECT id, title, price, currency FROM video_projects
      WHERE id = 1 + (c.id * 31 + p * 7) % 20000) AS v ON true
    LEFT JOIN LATERAL (SELECT id, title FROM live_events
      ORDER BY id OFFSET (c.id + p) % 5 LIMIT 1) AS e ON true
    WHERE c.id > (SELECT max(id) - ${companyCount} FROM companies)
    ON CONFLICT DO NOTHING`);
}

/** The demo territorial manager looks after Europe and the United States. */
export async function seedDemoTerritories(db: TDbOrTx) {
  await db.execute(sql`
    INSERT INTO admin_territories (admin_id, region_id, country_id)
    SELECT u.id, r.id, NULL FROM users u, regions r
    WHERE u.admin_group = 'territorial_manager' AND r.name = 'Europe'
      AND NOT EXISTS (SELECT 1 FROM admin_territories t WHERE t.admin_id = u.id)
    UNION ALL
    SELECT u.id, NULL, c.id FROM users u, countries c
    WHERE u.admin_group = 'territorial_manager' AND c.code = 'US'
      AND NOT EXISTS (SELECT 1 FROM admin_territories t WHERE t.admin_id = u.id)`);
}

export async function hasDemoCustomers(db: TDbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, '%@demo.customers.test'))
    .limit(1);
  return rows.length > 0;
}
