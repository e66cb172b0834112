CREATE TABLE "seo_tags" (
	"locale" text NOT NULL,
	"page_type" text NOT NULL,
	"title_template" text NOT NULL,
	"description_template" text NOT NULL,
	"og_image_url" text,
	"og_image_original_url" text,
	"robots_index" boolean DEFAULT true NOT NULL,
	"robots_follow" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_tags_locale_page_type_pk" PRIMARY KEY("locale","page_type")
);
--> statement-breakpoint
ALTER TABLE "seo_tags" ADD CONSTRAINT "seo_tags_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;