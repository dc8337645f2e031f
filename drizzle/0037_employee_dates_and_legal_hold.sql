ALTER TABLE "team_members" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "legal_hold_by" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "started_on" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ended_on" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "end_reason" text;