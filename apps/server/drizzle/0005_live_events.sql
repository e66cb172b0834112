CREATE TABLE "live_event_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_event_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_event_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_event_target_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"target" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_event_targets" (
	"event_id" integer NOT NULL,
	"target" text NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"bitrate_in" integer,
	"bitrate_out" integer,
	"started_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_event_targets_event_id_target_pk" PRIMARY KEY("event_id","target")
);
--> statement-breakpoint
CREATE TABLE "live_event_translations" (
	"event_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "live_event_translations_event_id_locale_pk" PRIMARY KEY("event_id","locale")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"text_slug" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"original_start_at" timestamp with time zone,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limit_type" text DEFAULT 'regular_content' NOT NULL,
	"free_access" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"clients_only" boolean DEFAULT false NOT NULL,
	"cutting_available" boolean DEFAULT true NOT NULL,
	"front_page_ban" boolean DEFAULT false NOT NULL,
	"landing_and_search_only" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"image_small_url" text,
	"image_type" text DEFAULT 'default' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"quality" text DEFAULT 'streaming' NOT NULL,
	"meta_tag" text,
	"meta_tag_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"restriction_dictionary_value_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region_id" integer,
	"country_id" integer,
	"transcoder_id" integer,
	"start_at_not_finalized" boolean DEFAULT false NOT NULL,
	"stream_to" jsonb NOT NULL,
	"synchronized" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "transcoders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	CONSTRAINT "transcoders_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "live_event_bookings" ADD CONSTRAINT "live_event_bookings_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_notifications" ADD CONSTRAINT "live_event_notifications_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_subscriptions" ADD CONSTRAINT "live_event_subscriptions_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_target_logs" ADD CONSTRAINT "live_event_target_logs_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_targets" ADD CONSTRAINT "live_event_targets_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_translations" ADD CONSTRAINT "live_event_translations_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_event_bookings_event_idx" ON "live_event_bookings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "live_event_notifications_event_idx" ON "live_event_notifications" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "live_event_subscriptions_event_idx" ON "live_event_subscriptions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "live_event_target_logs_event_idx" ON "live_event_target_logs" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "live_events_status_start_idx" ON "live_events" USING btree ("status","start_at");