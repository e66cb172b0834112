CREATE TABLE "video_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_name" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"region_id" integer,
	"country_id" integer,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"thumbnail_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(external_name || ' ' || title || ' ' || description)) STORED NOT NULL,
	CONSTRAINT "video_projects_external_name_unique" UNIQUE("external_name")
);
--> statement-breakpoint
CREATE INDEX "video_projects_search_trgm_idx" ON "video_projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "video_projects_published_idx" ON "video_projects" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "video_projects_trending_idx" ON "video_projects" USING btree ("trending_score","id");--> statement-breakpoint
CREATE INDEX "video_projects_locale_status_idx" ON "video_projects" USING btree ("locale","status");