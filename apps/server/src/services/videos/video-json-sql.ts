/**
 * A video exactly as the API answers it (ZVideo, what `presentVideo` writes), built by
 * PostgreSQL from `video_projects v`: a search page leaves the database as one JSON text that
 * the server passes on, instead of 15 rows the driver parses, Drizzle maps and zod re-checks.
 * A test holds every search answer against `presentVideo` of the same rows.
 */
const VIDEO_JSON = `json_build_object(
    'id', v.id, 'external_name', v.external_name, 'locale', v.locale, 'title', v.title,
    'description', v.description, 'status', v.status, 'duration_seconds', v.duration_seconds,
    'published_at', to_char(v.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'region_id', coalesce(v.region_id, -1), 'country_id', coalesce(v.country_id, -1),
    'price', v.price::float8, 'currency', v.currency, 'thumbnail_url', v.thumbnail_url,
    'views', v.views, 'downloads', v.downloads, 'trending_score', v.trending_score,
    'version', v.version)`;

/** The JSON array text of the videos whose ids `ids` (an int[] expression) holds, in its order. */
export const videosJsonOf = (
  ids: string,
) => `(SELECT coalesce(json_agg(${VIDEO_JSON} ORDER BY p.ord), '[]')::text
    FROM unnest(${ids}) WITH ORDINALITY AS p(id, ord) JOIN video_projects v ON v.id = p.id)`;
