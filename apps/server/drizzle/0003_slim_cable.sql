ALTER TABLE "tags" ADD COLUMN "sort_key" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tags_locale_sort_key_idx" ON "tags" USING btree ("locale","sort_key","id");--> statement-breakpoint
UPDATE "tags" SET "sort_key" = "position"::double precision * 1024;