CREATE TABLE "video_search_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "video_search_version" ("id", "n") VALUES (1, 0);
--> statement-breakpoint
-- Bumped in the writer's transaction, so a reader sees the new n exactly when it sees the write.
-- BEFORE the statement: the row lock is taken before the statement's row locks (and before the
-- counter rows of video_project_counts), so writers queue on it instead of deadlocking.
CREATE FUNCTION "video_search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "video_search_version" SET "n" = "n" + 1 WHERE "id" = 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_search_version_videos" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "video_projects"
	FOR EACH STATEMENT EXECUTE FUNCTION "video_search_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "video_search_version_tags" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_tags"
	FOR EACH STATEMENT EXECUTE FUNCTION "video_search_version_bump"();
