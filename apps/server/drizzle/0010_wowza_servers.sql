CREATE TABLE "wowza_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"application" text DEFAULT 'live' NOT NULL,
	"auth" text DEFAULT 'digest' NOT NULL,
	"username" text,
	"password" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wowza_servers_name_unique" UNIQUE("name")
);
