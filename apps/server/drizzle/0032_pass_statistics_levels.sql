CREATE TABLE "pass_statistics_daily" (
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"country_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "pass_statistics_daily_dimension_day_key_kind_currency_country_id_pk" PRIMARY KEY("dimension","day","key","kind","currency","country_id")
);
--> statement-breakpoint
CREATE TABLE "pass_statistics_monthly" (
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"country_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "pass_statistics_monthly_dimension_month_key_kind_currency_country_id_pk" PRIMARY KEY("dimension","month","key","kind","currency","country_id")
);
--> statement-breakpoint
-- Hand-written from here. The hourly rows become half hours: rebuilt below from the facts.
DROP INDEX "pass_statistics_rollups_key_idx";--> statement-breakpoint
TRUNCATE "pass_statistics_rollups";--> statement-breakpoint
ALTER TABLE "pass_statistics_rollups" DROP CONSTRAINT "pass_statistics_rollups_dimension_hour_key_kind_currency_country_id_pk";--> statement-breakpoint
ALTER TABLE "pass_statistics_rollups" RENAME COLUMN "hour" TO "bucket";--> statement-breakpoint
ALTER TABLE "pass_statistics_rollups" ADD CONSTRAINT "pass_statistics_rollups_dimension_bucket_key_kind_currency_country_id_pk" PRIMARY KEY("dimension","bucket","key","kind","currency","country_id");--> statement-breakpoint
-- Which rows a fact counts in, per level. `all` is the total without the country (-1): an
-- unscoped series reads a handful of rows a half hour. Half hours keep `all` only: the other
-- dimensions would write about one row per fact there (thousands of customers and videos), so
-- the few hours at a range's edges are read from the facts (pass_statistics_facts_at_idx).
-- Videos (20,000 and more) are kept by the month and without the country for the same reason;
-- a territorial manager's breakdown by video reads the facts of their countries.
CREATE FUNCTION pass_statistics_dimensions(f pass_statistics_facts, level text)
RETURNS TABLE (dimension text, key text, country_id integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT d.dimension, d.key, d.country_id FROM (VALUES ('all', '', -1, true), ('total', '', f.country_id, level <> 'bucket'),
    ('customer', coalesce(f.customer_id::text, ''), f.country_id, level <> 'bucket'),
    ('country', f.country_id::text, f.country_id, level <> 'bucket'),
    ('plan_type', f.plan_type, f.country_id, level <> 'bucket'),
    ('video', coalesce(f.video_id::text, ''), -1, level = 'month')) AS d(dimension, key, country_id, kept)
  WHERE kept
$$;
--> statement-breakpoint
CREATE INDEX "pass_statistics_facts_at_idx" ON "pass_statistics_facts" USING btree ("at");
--> statement-breakpoint
-- Adds the facts of `added` and takes away those of `removed` at every level: the half hour,
-- the UTC day and the UTC month. Dynamic so one text serves both transition tables (they are
-- visible to EXECUTE in the trigger function itself, not in functions it calls); rows that fall
-- to zero are removed by their exact keys, never by a scan of a whole period.
CREATE OR REPLACE FUNCTION pass_statistics_facts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  change record;
  level record;
BEGIN
  FOR change IN SELECT * FROM (VALUES ('removed', -1), ('added', 1)) AS c(source, sign)
    WHERE (c.source = 'removed' AND TG_OP IN ('DELETE', 'UPDATE'))
      OR (c.source = 'added' AND TG_OP IN ('INSERT', 'UPDATE')) LOOP
    FOR level IN SELECT * FROM (VALUES
      ('pass_statistics_rollups', 'bucket',
        $x$date_bin('30 minutes', f.at, timestamptz '2000-01-01 00:00:00+00')$x$),
      ('pass_statistics_daily', 'day', $x$(f.at AT TIME ZONE 'UTC')::date$x$),
      ('pass_statistics_monthly', 'month', $x$date_trunc('month', f.at AT TIME ZONE 'UTC')::date$x$)
    ) AS l(tbl, col, expr) LOOP
      EXECUTE format($q$
        INSERT INTO %1$I AS r (dimension, key, %2$I, kind, currency, country_id, count, amount)
        SELECT d.dimension, d.key, %3$s, f.kind, f.currency, d.country_id,
          $1 * count(*), $1 * sum(f.amount)
        FROM %4$I f CROSS JOIN LATERAL pass_statistics_dimensions(f::pass_statistics_facts, %2$L) d
        GROUP BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (dimension, %2$I, key, kind, currency, country_id) DO UPDATE
          SET count = r.count + excluded.count, amount = r.amount + excluded.amount$q$,
        level.tbl, level.col, level.expr, change.source) USING change.sign;
      IF change.sign < 0 THEN
        EXECUTE format($q$
          DELETE FROM %1$I r USING (
            SELECT DISTINCT d.dimension, d.key, %3$s AS period, f.kind, f.currency, d.country_id
            FROM %4$I f CROSS JOIN LATERAL pass_statistics_dimensions(f::pass_statistics_facts, %2$L) d) x
          WHERE r.dimension = x.dimension AND r.%2$I = x.period AND r.key = x.key
            AND r.kind = x.kind AND r.currency = x.currency AND r.country_id = x.country_id
            AND r.count = 0$q$,
          level.tbl, level.col, level.expr, change.source);
      END IF;
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO pass_statistics_rollups (dimension, key, bucket, kind, currency, country_id, count, amount)
SELECT d.dimension, d.key, date_bin('30 minutes', f.at, timestamptz '2000-01-01 00:00:00+00'),
  f.kind, f.currency, d.country_id, count(*), sum(f.amount)
FROM pass_statistics_facts f CROSS JOIN LATERAL pass_statistics_dimensions(f, 'bucket') d
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO pass_statistics_daily (dimension, key, day, kind, currency, country_id, count, amount)
SELECT d.dimension, d.key, (f.at AT TIME ZONE 'UTC')::date, f.kind, f.currency, d.country_id,
  count(*), sum(f.amount)
FROM pass_statistics_facts f CROSS JOIN LATERAL pass_statistics_dimensions(f, 'day') d
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO pass_statistics_monthly (dimension, key, month, kind, currency, country_id, count, amount)
SELECT d.dimension, d.key, date_trunc('month', f.at AT TIME ZONE 'UTC')::date, f.kind, f.currency,
  d.country_id, count(*), sum(f.amount)
FROM pass_statistics_facts f CROSS JOIN LATERAL pass_statistics_dimensions(f, 'month') d
GROUP BY 1, 2, 3, 4, 5, 6;
