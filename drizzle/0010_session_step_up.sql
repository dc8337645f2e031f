ALTER TABLE "sessions" ADD COLUMN "idle_seconds" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stepped_up_at" timestamp with time zone;