DROP INDEX "tags_locale_position_idx";--> statement-breakpoint
ALTER TABLE "tags" DROP COLUMN "position";