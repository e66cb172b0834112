CREATE TABLE "smart_link_locale_clicks" (
	"link_id" integer NOT NULL,
	"locale" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "smart_link_locale_clicks_link_id_locale_pk" PRIMARY KEY("link_id","locale")
);
--> statement-breakpoint
CREATE TABLE "smart_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"last_clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_links_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "smart_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "smart_link_locale_clicks" ADD CONSTRAINT "smart_link_locale_clicks_link_id_smart_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."smart_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_links" ADD CONSTRAINT "smart_links_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;