CREATE TABLE "terms_drafts" (
	"locale" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"number" integer NOT NULL,
	"html" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
ALTER TABLE "terms_drafts" ADD CONSTRAINT "terms_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_versions_locale_number_idx" ON "terms_versions" USING btree ("locale","number");--> statement-breakpoint
-- Hand-written: a published version is never changed (issue #16); only deleting a locale's rows is left to maintenance.
CREATE FUNCTION "terms_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'terms versions are immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "terms_versions_no_update" BEFORE UPDATE ON "terms_versions" FOR EACH ROW EXECUTE FUNCTION "terms_versions_immutable"();
