CREATE TABLE "planning_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country_id" integer,
	"region_id" integer,
	"city" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"desk" text DEFAULT '' NOT NULL,
	"live_event_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_entries_title_check" CHECK (length("planning_entries"."title") > 0)
);
--> statement-breakpoint
ALTER TABLE "planning_entries" ADD CONSTRAINT "planning_entries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_entries" ADD CONSTRAINT "planning_entries_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_entries" ADD CONSTRAINT "planning_entries_live_event_id_live_events_id_fk" FOREIGN KEY ("live_event_id") REFERENCES "public"."live_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_entries_locale_starts_at_idx" ON "planning_entries" USING btree ("locale","starts_at","id");