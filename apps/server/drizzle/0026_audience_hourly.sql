CREATE TABLE "audience_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"video_views" integer DEFAULT 0 NOT NULL,
	"live_viewers_peak" integer DEFAULT 0 NOT NULL
);
