ALTER TABLE "applications" ADD COLUMN "started_on" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ended_on" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "end_reason" text;