CREATE TABLE "pass_statistics_facts" (
	"kind" text NOT NULL,
	"source_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"customer_id" integer,
	"country_id" integer DEFAULT 0 NOT NULL,
	"video_id" integer,
	"plan_type" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "pass_statistics_facts_kind_source_id_pk" PRIMARY KEY("kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "pass_statistics_rollups" (
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"country_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "pass_statistics_rollups_dimension_hour_key_kind_currency_country_id_pk" PRIMARY KEY("dimension","hour","key","kind","currency","country_id")
);
--> statement-breakpoint
CREATE INDEX "pass_statistics_rollups_key_idx" ON "pass_statistics_rollups" USING btree ("dimension","key","hour");--> statement-breakpoint
-- Hand-written: pass statistics are kept by triggers, so every writer (services, seeds, the
-- customers area, plain SQL) keeps them right in its own transaction. Statement triggers with
-- transition tables: a set-based insert of a million downloads updates the rollups in one pass.
CREATE FUNCTION pass_statistics_plan_type(integer, timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT p.plan_type FROM plans p
    WHERE p.company_id = $1
      AND p.starts_on <= ($2 AT TIME ZONE 'UTC')::date
      AND p.ends_on >= ($2 AT TIME ZONE 'UTC')::date
      AND (p.status = 'active' OR p.cancelled_at > $2)
    ORDER BY p.starts_on DESC, p.id DESC
    LIMIT 1), 'none')
$$;
--> statement-breakpoint
CREATE FUNCTION pass_statistics_company_country(integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT c.id FROM billing_profiles b JOIN countries c ON c.code = b.country_code
  WHERE b.company_id = $1
$$;
--> statement-breakpoint
CREATE FUNCTION pass_statistics_downloads_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM pass_statistics_facts f USING removed r
    WHERE f.kind = 'download' AND f.source_id = r.id;
    RETURN NULL;
  END IF;
  INSERT INTO pass_statistics_facts AS f
    (kind, source_id, at, currency, amount, customer_id, country_id, video_id, plan_type)
  SELECT 'download', a.id, a.downloaded_at, a.currency, a.price, a.customer_id,
    coalesce(u.country_id, pass_statistics_company_country(u.company_id), 0), a.video_id,
    pass_statistics_plan_type(u.company_id, a.downloaded_at)
  FROM added a LEFT JOIN users u ON u.id = a.customer_id
  ON CONFLICT (kind, source_id) DO UPDATE SET
    at = excluded.at, currency = excluded.currency, amount = excluded.amount,
    video_id = excluded.video_id,
    -- Country and plan stay as they were when it happened, unless it moves to another customer.
    country_id = CASE WHEN excluded.customer_id IS DISTINCT FROM f.customer_id
      AND excluded.customer_id IS NOT NULL THEN excluded.country_id ELSE f.country_id END,
    plan_type = CASE WHEN excluded.customer_id IS DISTINCT FROM f.customer_id
      AND excluded.customer_id IS NOT NULL THEN excluded.plan_type ELSE f.plan_type END,
    customer_id = excluded.customer_id
  WHERE (f.at, f.currency, f.amount, f.video_id, f.customer_id)
    IS DISTINCT FROM (excluded.at, excluded.currency, excluded.amount, excluded.video_id,
      excluded.customer_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION pass_statistics_purchases_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM pass_statistics_facts f USING removed r
    WHERE f.kind = 'purchase' AND f.source_id = r.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- A refund takes the purchase out of the statistics.
    DELETE FROM pass_statistics_facts f USING added a
    WHERE f.kind = 'purchase' AND f.source_id = a.id AND a.refunded_at IS NOT NULL;
  END IF;
  INSERT INTO pass_statistics_facts AS f
    (kind, source_id, at, currency, amount, customer_id, country_id, video_id, plan_type)
  SELECT 'purchase', a.id, a.purchased_at, a.currency, a.price, a.user_id,
    coalesce(u.country_id, pass_statistics_company_country(a.company_id), 0),
    CASE WHEN a.item_type = 'video' THEN a.item_id END,
    pass_statistics_plan_type(a.company_id, a.purchased_at)
  FROM added a LEFT JOIN users u ON u.id = a.user_id
  WHERE a.refunded_at IS NULL
  ON CONFLICT (kind, source_id) DO UPDATE SET
    at = excluded.at, currency = excluded.currency, amount = excluded.amount,
    video_id = excluded.video_id,
    country_id = CASE WHEN excluded.customer_id IS DISTINCT FROM f.customer_id
      AND excluded.customer_id IS NOT NULL THEN excluded.country_id ELSE f.country_id END,
    plan_type = CASE WHEN excluded.customer_id IS DISTINCT FROM f.customer_id
      AND excluded.customer_id IS NOT NULL THEN excluded.plan_type ELSE f.plan_type END,
    customer_id = excluded.customer_id
  WHERE (f.at, f.currency, f.amount, f.video_id, f.customer_id)
    IS DISTINCT FROM (excluded.at, excluded.currency, excluded.amount, excluded.video_id,
      excluded.customer_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION pass_statistics_facts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO pass_statistics_rollups AS r
      (dimension, key, hour, kind, currency, country_id, count, amount)
    SELECT d.dimension, d.key, date_trunc('hour', f.at, 'UTC'), f.kind, f.currency,
      f.country_id, -count(*), -sum(f.amount)
    FROM removed f
    CROSS JOIN LATERAL (VALUES ('total', ''), ('customer', coalesce(f.customer_id::text, '')),
      ('country', f.country_id::text), ('video', coalesce(f.video_id::text, '')),
      ('plan_type', f.plan_type)) AS d(dimension, key)
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (dimension, hour, key, kind, currency, country_id) DO UPDATE
      SET count = r.count + excluded.count, amount = r.amount + excluded.amount;
    DELETE FROM pass_statistics_rollups r
    USING (SELECT DISTINCT date_trunc('hour', at, 'UTC') AS hour FROM removed) x
    WHERE r.dimension IN ('total', 'customer', 'country', 'video', 'plan_type')
      AND r.hour = x.hour AND r.count = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO pass_statistics_rollups AS r
      (dimension, key, hour, kind, currency, country_id, count, amount)
    SELECT d.dimension, d.key, date_trunc('hour', f.at, 'UTC'), f.kind, f.currency,
      f.country_id, count(*), sum(f.amount)
    FROM added f
    CROSS JOIN LATERAL (VALUES ('total', ''), ('customer', coalesce(f.customer_id::text, '')),
      ('country', f.country_id::text), ('video', coalesce(f.video_id::text, '')),
      ('plan_type', f.plan_type)) AS d(dimension, key)
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (dimension, hour, key, kind, currency, country_id) DO UPDATE
      SET count = r.count + excluded.count, amount = r.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What already happened, set-based, before the triggers exist.
INSERT INTO pass_statistics_facts
  (kind, source_id, at, currency, amount, customer_id, country_id, video_id, plan_type)
SELECT 'download', d.id, d.downloaded_at, d.currency, d.price, d.customer_id,
  coalesce(u.country_id, pass_statistics_company_country(u.company_id), 0), d.video_id,
  pass_statistics_plan_type(u.company_id, d.downloaded_at)
FROM video_downloads d LEFT JOIN users u ON u.id = d.customer_id;
--> statement-breakpoint
INSERT INTO pass_statistics_facts
  (kind, source_id, at, currency, amount, customer_id, country_id, video_id, plan_type)
SELECT 'purchase', p.id, p.purchased_at, p.currency, p.price, p.user_id,
  coalesce(u.country_id, pass_statistics_company_country(p.company_id), 0),
  CASE WHEN p.item_type = 'video' THEN p.item_id END,
  pass_statistics_plan_type(p.company_id, p.purchased_at)
FROM purchases p LEFT JOIN users u ON u.id = p.user_id
WHERE p.refunded_at IS NULL;
--> statement-breakpoint
INSERT INTO pass_statistics_rollups (dimension, key, hour, kind, currency, country_id, count, amount)
SELECT d.dimension, d.key, date_trunc('hour', f.at, 'UTC'), f.kind, f.currency, f.country_id,
  count(*), sum(f.amount)
FROM pass_statistics_facts f
CROSS JOIN LATERAL (VALUES ('total', ''), ('customer', coalesce(f.customer_id::text, '')),
  ('country', f.country_id::text), ('video', coalesce(f.video_id::text, '')),
  ('plan_type', f.plan_type)) AS d(dimension, key)
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE TRIGGER pass_statistics_facts_inserted AFTER INSERT ON pass_statistics_facts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_facts_changed();
--> statement-breakpoint
CREATE TRIGGER pass_statistics_facts_updated AFTER UPDATE ON pass_statistics_facts
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_facts_changed();
--> statement-breakpoint
CREATE TRIGGER pass_statistics_facts_deleted AFTER DELETE ON pass_statistics_facts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_facts_changed();
--> statement-breakpoint
CREATE TRIGGER pass_statistics_downloads_inserted AFTER INSERT ON video_downloads
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_downloads_changed();
--> statement-breakpoint
CREATE TRIGGER pass_statistics_downloads_updated AFTER UPDATE ON video_downloads
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_downloads_changed();
--> statement-breakpoint
CREATE TRIGGER pass_statistics_downloads_deleted AFTER DELETE ON video_downloads
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_downloads_changed();
--> statement-breakpoint
CREATE TRIGGER pass_statistics_purchases_inserted AFTER INSERT ON purchases
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_purchases_changed();
--> statement-breakpoint
CREATE TRIGGER pass_statistics_purchases_updated AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_purchases_changed();
--> statement-breakpoint
CREATE TRIGGER pass_statistics_purchases_deleted AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pass_statistics_purchases_changed();
