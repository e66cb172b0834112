CREATE TABLE "teletrax_detections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"channel" text NOT NULL,
	"country" text NOT NULL,
	"aired_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"video_name" text NOT NULL,
	"video_id" integer,
	"customer_name" text NOT NULL,
	"company_id" integer,
	"followed_up_at" timestamp with time zone,
	"followed_up_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teletrax_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "teletrax_detections" ADD CONSTRAINT "teletrax_detections_followed_up_by_users_id_fk" FOREIGN KEY ("followed_up_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teletrax_imports" ADD CONSTRAINT "teletrax_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teletrax_detections_natural_key" ON "teletrax_detections" USING btree ("channel","aired_at","video_name");--> statement-breakpoint
CREATE INDEX "teletrax_detections_aired_idx" ON "teletrax_detections" USING btree ("aired_at","id");--> statement-breakpoint
CREATE INDEX "teletrax_detections_country_idx" ON "teletrax_detections" USING btree ("country","aired_at");--> statement-breakpoint
CREATE INDEX "teletrax_detections_video_idx" ON "teletrax_detections" USING btree ("video_name","aired_at");--> statement-breakpoint
CREATE INDEX "teletrax_detections_customer_idx" ON "teletrax_detections" USING btree ("customer_name","aired_at");--> statement-breakpoint
CREATE INDEX "teletrax_imports_created_idx" ON "teletrax_imports" USING btree ("created_at","id");