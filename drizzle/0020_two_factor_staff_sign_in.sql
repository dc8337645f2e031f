ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "locked_at" timestamp with time zone;