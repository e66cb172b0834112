CREATE TABLE "idempotency_keys" (
	"admin_id" integer NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_admin_id_key_pk" PRIMARY KEY("admin_id","key")
);
--> statement-breakpoint
CREATE TABLE "video_bulk_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"action" text NOT NULL,
	"tag_id" integer,
	"previous" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "video_bulk_changes_expires_idx" ON "video_bulk_changes" USING btree ("expires_at");