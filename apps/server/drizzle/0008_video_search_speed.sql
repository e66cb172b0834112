CREATE TABLE "video_project_counts" (
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "video_project_counts_locale_status_pk" PRIMARY KEY("locale","status")
);
--> statement-breakpoint
DROP INDEX "video_projects_published_idx";--> statement-breakpoint
DROP INDEX "video_projects_trending_idx";--> statement-breakpoint
CREATE INDEX "video_projects_newest_idx" ON "video_projects" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST,"locale","status");--> statement-breakpoint
CREATE INDEX "video_projects_views_idx" ON "video_projects" USING btree ("views","id","locale","status");--> statement-breakpoint
CREATE INDEX "video_projects_published_idx" ON "video_projects" USING btree ("published_at","id","locale","status");--> statement-breakpoint
CREATE INDEX "video_projects_trending_idx" ON "video_projects" USING btree ("trending_score","id","locale","status");--> statement-breakpoint
-- Exact per-(locale, status) counts, changed by the same statement (and so the same transaction) that
-- changes video_projects. Deltas are applied in key order so concurrent writers lock counter rows
-- in the same order. Rows that reach 0 are kept.
CREATE FUNCTION "video_project_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "video_project_counts" AS c ("locale", "status", "n")
		SELECT "locale", "status", count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("locale", "status") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "video_project_counts" AS c SET "n" = c."n" - d."n"
		FROM (SELECT "locale", "status", count(*) AS "n" FROM old_rows GROUP BY 1, 2) AS d
		WHERE c."locale" = d."locale" AND c."status" = d."status";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "video_project_counts" AS c ("locale", "status", "n")
		SELECT "locale", "status", sum("d") FROM (
			SELECT "locale", "status", 1 AS "d" FROM new_rows
			UNION ALL SELECT "locale", "status", -1 FROM old_rows
		) AS changes GROUP BY 1, 2 HAVING sum("d") <> 0 ORDER BY 1, 2
		ON CONFLICT ("locale", "status") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSE
		DELETE FROM "video_project_counts";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_project_counts_insert" AFTER INSERT ON "video_projects"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_project_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "video_project_counts_update" AFTER UPDATE ON "video_projects"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_project_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "video_project_counts_delete" AFTER DELETE ON "video_projects"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_project_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "video_project_counts_truncate" AFTER TRUNCATE ON "video_projects"
	FOR EACH STATEMENT EXECUTE FUNCTION "video_project_counts_apply"();
--> statement-breakpoint
INSERT INTO "video_project_counts" ("locale", "status", "n")
SELECT "locale", "status", count(*) FROM "video_projects" GROUP BY 1, 2;
