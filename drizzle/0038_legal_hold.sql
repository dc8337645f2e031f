ALTER TABLE "team_members" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "legal_hold_by" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "legal_hold_at" timestamp with time zone;