CREATE TABLE "stream_targets" (
	"target" text PRIMARY KEY NOT NULL,
	"ingest_url" text,
	"stream_key" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"default_on" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
