CREATE TABLE "pass_statistics_spans" (
	"dimension" text NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pass_statistics_spans_dimension_span_start_key_pk" PRIMARY KEY("dimension","span","start","key")
);
--> statement-breakpoint
CREATE TABLE "pass_statistics_zone_daily" (
	"offset_minutes" smallint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "pass_statistics_zone_daily_offset_minutes_day_kind_currency_pk" PRIMARY KEY("offset_minutes","day","kind","currency")
);
--> statement-breakpoint
CREATE INDEX "pass_statistics_daily_key_idx" ON "pass_statistics_daily" USING btree ("dimension","key","day");--> statement-breakpoint
CREATE INDEX "pass_statistics_facts_video_idx" ON "pass_statistics_facts" USING btree ("video_id","at");--> statement-breakpoint
CREATE INDEX "pass_statistics_monthly_key_idx" ON "pass_statistics_monthly" USING btree ("dimension","key","month");--> statement-breakpoint
-- Hand-written from here (docs/decisions.md, Pass statistics at ten million downloads).
-- The spans' count sits in their key's index, so the top 20 are chosen by an index-only scan.
ALTER TABLE "pass_statistics_spans" DROP CONSTRAINT "pass_statistics_spans_dimension_span_start_key_pk";--> statement-breakpoint
ALTER TABLE "pass_statistics_spans" ADD CONSTRAINT "pass_statistics_spans_dimension_span_start_key_pk"
  PRIMARY KEY ("dimension", "span", "start", "key") INCLUDE ("count");
--> statement-breakpoint
-- The first day of the span of kind `span` holding `day`: d1 the day; d2 .. d16 blocks of that
-- many days from the month's first (the last one cut at the month's end); m1 the month, m3 the
-- quarter, m6 the half year, y1 the year. Each span lies within one span of the next size.
CREATE FUNCTION pass_statistics_span_start(day date, span text) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE span
    WHEN 'd1' THEN day
    WHEN 'm1' THEN date_trunc('month', day)::date
    WHEN 'm3' THEN make_date(extract(year FROM day)::int, (extract(month FROM day)::int - 1) / 3 * 3 + 1, 1)
    WHEN 'm6' THEN make_date(extract(year FROM day)::int, (extract(month FROM day)::int - 1) / 6 * 6 + 1, 1)
    WHEN 'y1' THEN date_trunc('year', day)::date
    ELSE date_trunc('month', day)::date
      + (extract(day FROM day)::int - 1) / substr(span, 2)::int * substr(span, 2)::int
  END
$$;
--> statement-breakpoint
-- Adds the facts of `added` and takes away those of `removed` at every level: the half hour,
-- the UTC day and month, the spans (every key, both kinds together) and the day at each fixed
-- offset. Dynamic so one text serves both transition tables (they are visible to EXECUTE in the
-- trigger function itself, not in functions it calls); rows that fall to zero are removed by
-- their exact keys, never by a scan of a whole period.
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
    EXECUTE format($q$
      INSERT INTO pass_statistics_spans AS r (dimension, span, start, key, count)
      SELECT d.dimension, s.span, pass_statistics_span_start((f.at AT TIME ZONE 'UTC')::date, s.span),
        d.key, $1 * count(*)
      FROM %1$I f CROSS JOIN LATERAL pass_statistics_dimensions(f::pass_statistics_facts, 'month') d
      CROSS JOIN (VALUES ('d1'), ('d2'), ('d4'), ('d8'), ('d16'), ('m1'), ('m3'), ('m6'), ('y1')) AS s(span)
      WHERE d.dimension IN ('customer', 'country', 'video', 'plan_type')
      GROUP BY 1, 2, 3, 4
      ON CONFLICT (dimension, span, start, key) DO UPDATE SET count = r.count + excluded.count$q$,
      change.source) USING change.sign;
    EXECUTE format($q$
      INSERT INTO pass_statistics_zone_daily AS r (offset_minutes, day, kind, currency, count, amount)
      SELECT o.m, ((f.at AT TIME ZONE 'UTC') + o.m * interval '1 minute')::date, f.kind, f.currency,
        $1 * count(*), $1 * sum(f.amount)
      FROM %1$I f CROSS JOIN generate_series(-720, 840, 30) AS o(m)
      GROUP BY 1, 2, 3, 4
      ON CONFLICT (offset_minutes, day, kind, currency) DO UPDATE
        SET count = r.count + excluded.count, amount = r.amount + excluded.amount$q$,
      change.source) USING change.sign;
    IF change.sign < 0 THEN
      EXECUTE format($q$
        DELETE FROM pass_statistics_spans r USING (
          SELECT DISTINCT d.dimension, s.span,
            pass_statistics_span_start((f.at AT TIME ZONE 'UTC')::date, s.span) AS start, d.key
          FROM %1$I f CROSS JOIN LATERAL pass_statistics_dimensions(f::pass_statistics_facts, 'month') d
          CROSS JOIN (VALUES ('d1'), ('d2'), ('d4'), ('d8'), ('d16'), ('m1'), ('m3'), ('m6'), ('y1')) AS s(span)
          WHERE d.dimension IN ('customer', 'country', 'video', 'plan_type')) x
        WHERE r.dimension = x.dimension AND r.span = x.span AND r.start = x.start AND r.key = x.key
          AND r.count = 0$q$, change.source);
      EXECUTE format($q$
        DELETE FROM pass_statistics_zone_daily r USING (
          SELECT DISTINCT o.m, ((f.at AT TIME ZONE 'UTC') + o.m * interval '1 minute')::date AS day,
            f.kind, f.currency
          FROM %1$I f CROSS JOIN generate_series(-720, 840, 30) AS o(m)) x
        WHERE r.offset_minutes = x.m AND r.day = x.day AND r.kind = x.kind
          AND r.currency = x.currency AND r.count = 0$q$, change.source);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every level rebuilt set-wise from the facts for the UTC months from `lo`'s to `hi`'s (the
-- quarters, halves and years around them from their months, the fixed-offset days from the
-- half hours): what a bulk insert with the facts trigger disabled calls afterwards
-- (`npm run seed -- --downloads N`), and this migration once.
CREATE FUNCTION pass_statistics_rebuild(lo timestamptz, hi timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  m0 date;
  m1 date;
  t0 timestamptz;
  t1 timestamptz;
  y0 date;
  y1 date;
BEGIN
  IF lo IS NULL OR hi IS NULL THEN RETURN; END IF;
  m0 := date_trunc('month', lo AT TIME ZONE 'UTC')::date;
  m1 := (date_trunc('month', hi AT TIME ZONE 'UTC') + interval '1 month')::date;
  t0 := m0::timestamp AT TIME ZONE 'UTC';
  t1 := m1::timestamp AT TIME ZONE 'UTC';
  y0 := date_trunc('year', m0)::date;
  y1 := (date_trunc('year', m1 - 1) + interval '1 year')::date;

  DELETE FROM pass_statistics_rollups WHERE bucket >= t0 AND bucket < t1;
  INSERT INTO pass_statistics_rollups (dimension, key, bucket, kind, currency, country_id, count, amount)
  SELECT 'all', '', date_bin('30 minutes', f.at, timestamptz '2000-01-01 00:00:00+00'), f.kind,
    f.currency, -1, count(*), sum(f.amount)
  FROM pass_statistics_facts f WHERE f.at >= t0 AND f.at < t1
  GROUP BY 3, 4, 5;

  DELETE FROM pass_statistics_daily WHERE day >= m0 AND day < m1;
  INSERT INTO pass_statistics_daily (dimension, key, day, kind, currency, country_id, count, amount)
  SELECT d.dimension, d.key, (f.at AT TIME ZONE 'UTC')::date, f.kind, f.currency, d.country_id,
    count(*), sum(f.amount)
  FROM pass_statistics_facts f CROSS JOIN LATERAL pass_statistics_dimensions(f, 'day') d
  WHERE f.at >= t0 AND f.at < t1
  GROUP BY 1, 2, 3, 4, 5, 6;

  DELETE FROM pass_statistics_monthly WHERE month >= m0 AND month < m1;
  INSERT INTO pass_statistics_monthly (dimension, key, month, kind, currency, country_id, count, amount)
  SELECT dimension, key, date_trunc('month', day)::date, kind, currency, country_id, sum(count),
    sum(amount)
  FROM pass_statistics_daily WHERE day >= m0 AND day < m1
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO pass_statistics_monthly (dimension, key, month, kind, currency, country_id, count, amount)
  SELECT 'video', coalesce(f.video_id::text, ''), date_trunc('month', f.at AT TIME ZONE 'UTC')::date,
    f.kind, f.currency, -1, count(*), sum(f.amount)
  FROM pass_statistics_facts f WHERE f.at >= t0 AND f.at < t1
  GROUP BY 1, 2, 3, 4, 5, 6;

  DELETE FROM pass_statistics_spans
  WHERE span IN ('d1', 'd2', 'd4', 'd8', 'd16', 'm1') AND start >= m0 AND start < m1;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'd1', day, key, sum(count) FROM pass_statistics_daily
  WHERE day >= m0 AND day < m1 AND dimension IN ('customer', 'country', 'plan_type')
  GROUP BY 1, 3, 4;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT 'video', 'd1', (f.at AT TIME ZONE 'UTC')::date, coalesce(f.video_id::text, ''), count(*)
  FROM pass_statistics_facts f WHERE f.at >= t0 AND f.at < t1
  GROUP BY 3, 4;
  -- Each size from the one below it.
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'd2', pass_statistics_span_start(start, 'd2'), key, sum(count)
  FROM pass_statistics_spans WHERE span = 'd1' AND start >= m0 AND start < m1 GROUP BY 1, 3, 4;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'd4', pass_statistics_span_start(start, 'd4'), key, sum(count)
  FROM pass_statistics_spans WHERE span = 'd2' AND start >= m0 AND start < m1 GROUP BY 1, 3, 4;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'd8', pass_statistics_span_start(start, 'd8'), key, sum(count)
  FROM pass_statistics_spans WHERE span = 'd4' AND start >= m0 AND start < m1 GROUP BY 1, 3, 4;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'd16', pass_statistics_span_start(start, 'd16'), key, sum(count)
  FROM pass_statistics_spans WHERE span = 'd8' AND start >= m0 AND start < m1 GROUP BY 1, 3, 4;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'm1', pass_statistics_span_start(start, 'm1'), key, sum(count)
  FROM pass_statistics_spans WHERE span = 'd16' AND start >= m0 AND start < m1 GROUP BY 1, 3, 4;
  DELETE FROM pass_statistics_spans WHERE span IN ('m3', 'm6', 'y1') AND start >= y0 AND start < y1;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'm3', pass_statistics_span_start(start, 'm3'), key, sum(count)
  FROM pass_statistics_spans WHERE span = 'm1' AND start >= y0 AND start < y1 GROUP BY 1, 3, 4;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'm6', pass_statistics_span_start(start, 'm6'), key, sum(count)
  FROM pass_statistics_spans WHERE span = 'm3' AND start >= y0 AND start < y1 GROUP BY 1, 3, 4;
  INSERT INTO pass_statistics_spans (dimension, span, start, key, count)
  SELECT dimension, 'y1', pass_statistics_span_start(start, 'y1'), key, sum(count)
  FROM pass_statistics_spans WHERE span = 'm6' AND start >= y0 AND start < y1 GROUP BY 1, 3, 4;

  -- A day at offset o runs over UTC [day - o, day + 1 - o): the days touching the rebuilt
  -- months, from the half hours (those outside the months were right already).
  DELETE FROM pass_statistics_zone_daily WHERE day >= m0 - 1 AND day < m1 + 1;
  INSERT INTO pass_statistics_zone_daily (offset_minutes, day, kind, currency, count, amount)
  SELECT * FROM (
    SELECT o.m, ((r.bucket AT TIME ZONE 'UTC') + o.m * interval '1 minute')::date AS day,
      r.kind, r.currency, sum(r.count)::int, sum(r.amount)
    FROM pass_statistics_rollups r CROSS JOIN generate_series(-720, 840, 30) AS o(m)
    WHERE r.dimension = 'all'
      AND r.bucket >= t0 - interval '1 day' - interval '14 hours'
      AND r.bucket < t1 + interval '1 day' + interval '12 hours'
    GROUP BY 1, 2, 3, 4) x
  WHERE x.day >= m0 - 1 AND x.day < m1 + 1;
END $$;
--> statement-breakpoint
SELECT pass_statistics_rebuild(min(at), max(at)) FROM pass_statistics_facts;
