-- Video search on full-text search (docs/decisions.md, Video search on full-text search): a stored,
-- weighted document per video over its external name (A), titles (B) and descriptions (C), its
-- translations included, kept by triggers; a trigram index on the external name alone for codes.
DROP INDEX "video_projects_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "video_projects" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "video_projects" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Each text twice: English stems (a search for "floods" finds "flooded") and the words as written,
-- unstemmed, which the prefix of the last word typed is matched against ("earthq" finds "earthquake").
CREATE FUNCTION "video_search_words"("body" text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT to_tsvector('english'::regconfig, "body") || to_tsvector('simple'::regconfig, "body")
$$;
--> statement-breakpoint
CREATE FUNCTION "video_search_vector"("video_id" integer, "external_name" text, "title" text, "description" text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
	SELECT setweight(video_search_words("external_name"), 'A')
		|| setweight(video_search_words(concat_ws(' ', "title", t."titles")), 'B')
		|| setweight(video_search_words(concat_ws(' ', "description", t."descriptions")), 'C')
	FROM (
		SELECT string_agg(vt."title", ' ' ORDER BY vt."locale") AS "titles",
			string_agg(vt."description", ' ' ORDER BY vt."locale") AS "descriptions"
		FROM "video_translations" vt WHERE vt."video_id" = "video_search_vector"."video_id"
	) AS t
$$;
--> statement-breakpoint
-- What a search box's text asks for. `head` is read as web search syntax (quoted phrases, or, -word);
-- `last_word`, the word still being typed, matches as a stemmed word or as the start of any word.
-- `last_or`: the head ended in "or" before that word. Immutable, so the planner evaluates it once
-- with the statement's parameters and estimates the match count from the column's statistics.
CREATE FUNCTION "video_search_query"("head" text, "last_word" text, "last_or" boolean)
RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
	head_query tsquery := websearch_to_tsquery('english'::regconfig, "head");
	last_query tsquery;
	prefixes text;
BEGIN
	IF "last_word" = '' THEN
		RETURN head_query;
	END IF;
	SELECT string_agg(quote_literal(lexeme) || ':*', ' & ') INTO prefixes
	FROM unnest(to_tsvector('simple'::regconfig, "last_word"));
	last_query := websearch_to_tsquery('english'::regconfig, "last_word");
	IF prefixes IS NOT NULL THEN
		last_query := last_query || prefixes::tsquery;
	END IF;
	IF "last_or" THEN
		RETURN head_query || last_query;
	END IF;
	RETURN head_query && last_query;
END $$;
--> statement-breakpoint
CREATE FUNCTION "video_projects_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_vector" := video_search_vector(NEW."id", NEW."external_name", NEW."title", NEW."description");
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_projects_search_vector" BEFORE INSERT OR UPDATE OF "external_name", "title", "description"
	ON "video_projects" FOR EACH ROW EXECUTE FUNCTION "video_projects_search_vector"();
--> statement-breakpoint
-- A translation saved or removed rewrites its video's document.
CREATE FUNCTION "video_translations_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "video_projects" v
	SET "search_vector" = video_search_vector(v."id", v."external_name", v."title", v."description")
	WHERE v."id" IN (NEW."video_id", OLD."video_id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_translations_search_vector" AFTER INSERT OR DELETE OR UPDATE OF "video_id", "title", "description"
	ON "video_translations" FOR EACH ROW EXECUTE FUNCTION "video_translations_search_vector"();
--> statement-breakpoint
UPDATE "video_projects" SET "search_vector" = video_search_vector("id", "external_name", "title", "description");--> statement-breakpoint
CREATE INDEX "video_projects_search_vector_idx" ON "video_projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "video_projects_external_name_trgm_idx" ON "video_projects" USING gin ("external_name" gin_trgm_ops);
