CREATE TABLE "video_downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"company" text,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"quality" text NOT NULL,
	"format" text NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_translations" (
	"video_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "video_translations_video_id_locale_pk" PRIMARY KEY("video_id","locale")
);
--> statement-breakpoint
ALTER TABLE "video_downloads" ADD CONSTRAINT "video_downloads_video_id_video_projects_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."video_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_downloads" ADD CONSTRAINT "video_downloads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_video_id_video_projects_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."video_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_downloads_video_time_idx" ON "video_downloads" USING btree ("video_id","downloaded_at","id");--> statement-breakpoint
CREATE INDEX "video_downloads_customer_idx" ON "video_downloads" USING btree ("customer_id");