ALTER TABLE "transcoders" ADD COLUMN "renditions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transcoders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transcoders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "live_events_transcoder_idx" ON "live_events" USING btree ("transcoder_id");
--> statement-breakpoint
-- The starting profiles, once (a deleted one does not come back at the next start); rows saved
-- earlier from an engine's template list keep their names and get a ladder only if they had none.
INSERT INTO "transcoders" ("name", "template", "renditions") VALUES
  ('Passthrough', 'transrate-passthrough', '[{"width":1920,"height":1080,"video_bitrate":6000,"audio_bitrate":128,"codec":"h264","frame_rate":30}]'::jsonb),
  ('Adaptive 1080p', 'transcode-abr-1080p', '[{"width":1920,"height":1080,"video_bitrate":6000,"audio_bitrate":160,"codec":"h264","frame_rate":30},{"width":1280,"height":720,"video_bitrate":3000,"audio_bitrate":128,"codec":"h264","frame_rate":30},{"width":854,"height":480,"video_bitrate":1200,"audio_bitrate":96,"codec":"h264","frame_rate":30}]'::jsonb),
  ('Adaptive 720p', 'transcode-abr-720p', '[{"width":1280,"height":720,"video_bitrate":3000,"audio_bitrate":128,"codec":"h264","frame_rate":30},{"width":640,"height":360,"video_bitrate":800,"audio_bitrate":96,"codec":"h264","frame_rate":30}]'::jsonb)
ON CONFLICT ("name") DO UPDATE SET "renditions" = excluded."renditions"
  WHERE "transcoders"."renditions" = '[]'::jsonb;
