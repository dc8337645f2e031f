ALTER TABLE "policy_acknowledgments" ADD COLUMN "countersigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "countersigned_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "countersigned_by_name" text;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "countersignature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "countersigned_ip" text;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "countersigned_user_agent" text;