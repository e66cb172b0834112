ALTER TABLE "general_settings" ADD COLUMN "session_idle_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "session_absolute_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "environment_label" text;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "default_currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "statistics_source" text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "redash_url" text;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "redash_api_key" text;