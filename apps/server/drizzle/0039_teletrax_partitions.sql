-- Teletrax detections are kept in one partition per month aired (UTC), made on demand by
-- teletrax_detection_partitions() before an import stores a month's first rows. An import's rows
-- land in the latest months, whose indexes are small enough to stay in memory: into one ten-million
-- row table each row went into six B-trees of 250-750 MB, the video index at 50,000 places at once,
-- and 100,000 rows took 9.9 s where a month of 400,000 rows took 2.3-4.8 s (bench/README.md,
-- teletrax). The texts compare bytewise (COLLATE "C"): cheaper in every index, and the filters are
-- exact values anyway. No primary key (a partitioned table's must hold the month): the id stays
-- unique through its sequence, and an index per partition finds it.
CREATE TABLE "teletrax_detections_partitioned" (
	"id" bigint NOT NULL,
	"import_id" integer NOT NULL,
	"channel" text COLLATE "C" NOT NULL,
	"country" text COLLATE "C" NOT NULL,
	"aired_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"video_name" text COLLATE "C" NOT NULL,
	"video_id" integer,
	"customer_name" text COLLATE "C" NOT NULL,
	"company_id" integer,
	"followed_up_at" timestamp with time zone,
	"followed_up_by" integer,
	"version" integer DEFAULT 1 NOT NULL
) PARTITION BY RANGE ("aired_at");
--> statement-breakpoint
ALTER SEQUENCE "teletrax_detections_id_seq" OWNED BY NONE;--> statement-breakpoint
ALTER TABLE "teletrax_detections_partitioned" ALTER COLUMN "id" SET DEFAULT nextval('teletrax_detections_id_seq');--> statement-breakpoint
CREATE FUNCTION "teletrax_detection_partitions"("months" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"month" text;
	"first_day" timestamptz;
	"partition" text;
BEGIN
	FOREACH "month" IN ARRAY "months" LOOP
		"partition" := 'teletrax_detections_' || replace("month", '-', '_');
		CONTINUE WHEN to_regclass("partition") IS NOT NULL;
		"first_day" := ("month" || '-01 00:00:00+00')::timestamptz;
		BEGIN
			EXECUTE format(
				'CREATE TABLE %I PARTITION OF "teletrax_detections" FOR VALUES FROM (%L) TO (%L)',
				"partition", "first_day", "first_day" + interval '1 month');
		EXCEPTION WHEN duplicate_table THEN
			-- Another import made the same month a moment before: it is there, as wanted.
		END;
	END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "teletrax_detections" RENAME TO "teletrax_detections_unpartitioned";--> statement-breakpoint
ALTER TABLE "teletrax_detections_partitioned" RENAME TO "teletrax_detections";--> statement-breakpoint
SELECT "teletrax_detection_partitions"(array_agg(DISTINCT to_char("aired_at" AT TIME ZONE 'UTC', 'YYYY-MM')))
FROM "teletrax_detections_unpartitioned"
HAVING count(*) > 0;--> statement-breakpoint
INSERT INTO "teletrax_detections" SELECT * FROM "teletrax_detections_unpartitioned";--> statement-breakpoint
DROP TABLE "teletrax_detections_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "teletrax_detections_id_seq" OWNED BY "teletrax_detections"."id";--> statement-breakpoint
CREATE INDEX "teletrax_detections_id_idx" ON "teletrax_detections" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "teletrax_detections_natural_key" ON "teletrax_detections" USING btree ("channel","aired_at","video_name");--> statement-breakpoint
CREATE INDEX "teletrax_detections_aired_idx" ON "teletrax_detections" USING btree ("aired_at","id");--> statement-breakpoint
CREATE INDEX "teletrax_detections_country_idx" ON "teletrax_detections" USING btree ("country","aired_at");--> statement-breakpoint
CREATE INDEX "teletrax_detections_video_idx" ON "teletrax_detections" USING btree ("video_name","aired_at");--> statement-breakpoint
CREATE INDEX "teletrax_detections_customer_idx" ON "teletrax_detections" USING btree ("customer_name","aired_at");--> statement-breakpoint
ALTER TABLE "teletrax_detections" ADD CONSTRAINT "teletrax_detections_followed_up_by_users_id_fk" FOREIGN KEY ("followed_up_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Detections and seconds on air per video, channel and customer over all time: the screen opens
-- on them, and summing ten million detections took 4.2 s. Every statement that adds or removes
-- detections appends its sums per key to teletrax_totals_pending (a statement trigger over the
-- rows it really added: an import's duplicates add nothing), in its own transaction, so the sum of
-- both tables is always exact. teletrax_fold_totals() moves the pending sums into teletrax_totals
-- once an import is done: updating 50,000 videos' totals after each 5,000-row batch took twice as
-- long as storing the batch.
CREATE TABLE "teletrax_totals" (
	"by" text NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"detections" bigint NOT NULL,
	"duration" bigint NOT NULL,
	CONSTRAINT "teletrax_totals_pkey" PRIMARY KEY ("by", "key")
);
--> statement-breakpoint
CREATE INDEX "teletrax_totals_largest_idx" ON "teletrax_totals" USING btree ("by", "detections" DESC, "key");--> statement-breakpoint
CREATE TABLE "teletrax_totals_pending" (
	"by" text NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"detections" bigint NOT NULL,
	"duration" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "teletrax_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "teletrax_totals_pending" ("by", "key", "detections", "duration")
	SELECT 'video', "video_name", count(*), sum("duration") FROM "added" GROUP BY 2
	UNION ALL SELECT 'channel', "channel", count(*), sum("duration") FROM "added" GROUP BY 2
	UNION ALL SELECT 'customer', "customer_name", count(*), sum("duration") FROM "added" GROUP BY 2;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "teletrax_totals_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "teletrax_totals_pending" ("by", "key", "detections", "duration")
	SELECT 'video', "video_name", -count(*), -sum("duration") FROM "removed" GROUP BY 2
	UNION ALL SELECT 'channel', "channel", -count(*), -sum("duration") FROM "removed" GROUP BY 2
	UNION ALL SELECT 'customer', "customer_name", -count(*), -sum("duration") FROM "removed" GROUP BY 2;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "teletrax_totals_add" AFTER INSERT ON "teletrax_detections"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "teletrax_totals_add"();
--> statement-breakpoint
CREATE TRIGGER "teletrax_totals_remove" AFTER DELETE ON "teletrax_detections"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "teletrax_totals_remove"();
--> statement-breakpoint
CREATE FUNCTION "teletrax_fold_totals"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- One fold at a time; the rows it moves are the ones it deletes, so sums added meanwhile wait.
	PERFORM pg_advisory_xact_lock(hashtext('teletrax_fold_totals'));
	WITH "moved" AS (DELETE FROM "teletrax_totals_pending" RETURNING *)
	INSERT INTO "teletrax_totals" AS t ("by", "key", "detections", "duration")
	SELECT "by", "key", sum("detections"), sum("duration") FROM "moved" GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("by", "key") DO UPDATE
	SET "detections" = t."detections" + excluded."detections", "duration" = t."duration" + excluded."duration";
	DELETE FROM "teletrax_totals" WHERE "detections" <= 0;
END $$;
--> statement-breakpoint
INSERT INTO "teletrax_totals" ("by", "key", "detections", "duration")
SELECT 'video', "video_name", count(*), sum("duration") FROM "teletrax_detections" GROUP BY 2
UNION ALL SELECT 'channel', "channel", count(*), sum("duration") FROM "teletrax_detections" GROUP BY 2
UNION ALL SELECT 'customer', "customer_name", count(*), sum("duration") FROM "teletrax_detections" GROUP BY 2;
