CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"dismissible" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_window_check" CHECK ("alerts"."ends_at" is null or "alerts"."ends_at" > "alerts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"placement" text NOT NULL,
	"image_url" text,
	"image_variant_url" text,
	"image_width" integer,
	"image_height" integer,
	"target_url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"sort_key" double precision DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_window_check" CHECK ("banners"."ends_at" is null or "banners"."starts_at" is null or "banners"."ends_at" > "banners"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "main_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "alerts_locale_type_starts_at_idx" ON "alerts" USING btree ("locale","type","starts_at");--> statement-breakpoint
CREATE INDEX "banners_locale_placement_sort_key_idx" ON "banners" USING btree ("locale","placement","sort_key","id");