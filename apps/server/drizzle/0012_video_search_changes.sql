CREATE TABLE "video_search_changes" (
	"version" bigint NOT NULL,
	"video_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_search_version" ADD COLUMN "changes_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "video_search_changes_version_idx" ON "video_search_changes" USING btree ("version");--> statement-breakpoint
-- Changes before this migration were not recorded.
UPDATE "video_search_version" SET "changes_from" = "n";
--> statement-breakpoint
-- The videos a write touched, tagged with the version the BEFORE-statement trigger of 0011 has
-- just bumped in this transaction: a reader that sees version n sees every change up to n.
CREATE FUNCTION "video_search_changes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v bigint;
BEGIN
	SELECT "n" INTO v FROM "video_search_version" WHERE "id" = 1;
	IF v IS NULL THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'TRUNCATE' THEN
		INSERT INTO "video_search_changes" ("version", "video_id") VALUES (v, 0);
	ELSIF TG_TABLE_NAME = 'video_projects' THEN
		IF TG_OP = 'INSERT' THEN
			INSERT INTO "video_search_changes" ("version", "video_id") SELECT v, "id" FROM new_rows;
		ELSIF TG_OP = 'DELETE' THEN
			INSERT INTO "video_search_changes" ("version", "video_id") SELECT v, "id" FROM old_rows;
		ELSE
			INSERT INTO "video_search_changes" ("version", "video_id")
			SELECT v, "id" FROM new_rows UNION SELECT v, "id" FROM old_rows;
		END IF;
	ELSE
		IF TG_OP = 'INSERT' THEN
			INSERT INTO "video_search_changes" ("version", "video_id")
			SELECT DISTINCT v, "content_id" FROM new_rows WHERE "content_type" = 'video';
		ELSIF TG_OP = 'DELETE' THEN
			INSERT INTO "video_search_changes" ("version", "video_id")
			SELECT DISTINCT v, "content_id" FROM old_rows WHERE "content_type" = 'video';
		ELSE
			INSERT INTO "video_search_changes" ("version", "video_id")
			SELECT v, "content_id" FROM new_rows WHERE "content_type" = 'video'
			UNION SELECT v, "content_id" FROM old_rows WHERE "content_type" = 'video';
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_search_changes_videos_insert" AFTER INSERT ON "video_projects"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_search_changes_record"();
--> statement-breakpoint
CREATE TRIGGER "video_search_changes_videos_update" AFTER UPDATE ON "video_projects"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_search_changes_record"();
--> statement-breakpoint
CREATE TRIGGER "video_search_changes_videos_delete" AFTER DELETE ON "video_projects"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_search_changes_record"();
--> statement-breakpoint
CREATE TRIGGER "video_search_changes_videos_truncate" AFTER TRUNCATE ON "video_projects"
	FOR EACH STATEMENT EXECUTE FUNCTION "video_search_changes_record"();
--> statement-breakpoint
CREATE TRIGGER "video_search_changes_tags_insert" AFTER INSERT ON "content_tags"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_search_changes_record"();
--> statement-breakpoint
CREATE TRIGGER "video_search_changes_tags_update" AFTER UPDATE ON "content_tags"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_search_changes_record"();
--> statement-breakpoint
CREATE TRIGGER "video_search_changes_tags_delete" AFTER DELETE ON "content_tags"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_search_changes_record"();
--> statement-breakpoint
CREATE TRIGGER "video_search_changes_tags_truncate" AFTER TRUNCATE ON "content_tags"
	FOR EACH STATEMENT EXECUTE FUNCTION "video_search_changes_record"();
