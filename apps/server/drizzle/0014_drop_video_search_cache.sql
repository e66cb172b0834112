-- The per-process search cache is gone (docs/decisions.md): no write locks a version row or records
-- which videos it touched any more. Triggers first, then their functions, then the tables.
DROP TRIGGER IF EXISTS "video_search_changes_videos_insert" ON "video_projects";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_changes_videos_update" ON "video_projects";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_changes_videos_delete" ON "video_projects";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_changes_videos_truncate" ON "video_projects";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_changes_tags_insert" ON "content_tags";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_changes_tags_update" ON "content_tags";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_changes_tags_delete" ON "content_tags";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_changes_tags_truncate" ON "content_tags";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_version_videos" ON "video_projects";--> statement-breakpoint
DROP TRIGGER IF EXISTS "video_search_version_tags" ON "content_tags";--> statement-breakpoint
DROP FUNCTION IF EXISTS "video_search_changes_record"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "video_search_version_bump"();--> statement-breakpoint
DROP TABLE "video_search_changes" CASCADE;--> statement-breakpoint
DROP TABLE "video_search_version" CASCADE;
