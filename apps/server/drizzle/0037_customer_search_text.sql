-- The customer text search matches one column, `search_text`: name, e-mail and the company's
-- name, lower case, kept by triggers. It matched the company through
-- `company_id = ANY(ARRAY(SELECT id FROM companies WHERE ...))`, which PostgreSQL estimates at
-- 40 rows whatever the array holds: a company word in 3,125 companies (12,500 customers) was
-- fetched and sorted whole for each page (816 ms p95 under 20 connections, bench/README.md).
-- One column has one set of statistics, so `LIKE '%word%'` is estimated from what it holds.
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "customer_search_text"("first_name" text, "last_name" text, "email" text, "company_id" integer)
RETURNS text LANGUAGE sql STABLE AS $$
	SELECT lower(concat_ws(' ', "first_name", "last_name", "email",
		(SELECT c."name" FROM "companies" c WHERE c."id" = "customer_search_text"."company_id")))
$$;
--> statement-breakpoint
CREATE FUNCTION "users_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_text" := customer_search_text(NEW."first_name", NEW."last_name", NEW."email", NEW."company_id");
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_search_text" BEFORE INSERT OR UPDATE OF "first_name", "last_name", "email", "company_id"
	ON "users" FOR EACH ROW EXECUTE FUNCTION "users_search_text"();
--> statement-breakpoint
-- A renamed company rewrites its members' text (a removed one clears company_id, which the users
-- trigger sees).
CREATE FUNCTION "companies_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" u
	SET "search_text" = customer_search_text(u."first_name", u."last_name", u."email", u."company_id")
	WHERE u."company_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_search_text" AFTER UPDATE OF "name" ON "companies"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "companies_search_text"();
--> statement-breakpoint
UPDATE "users" SET "search_text" = customer_search_text("first_name", "last_name", "email", "company_id");--> statement-breakpoint
-- 1,000 histogram entries, as migration 0036 gave the expression it replaces: a last name held by
-- 1 in 20 customers is then estimated within a few percent, not at 20 rows.
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
