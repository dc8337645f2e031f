ALTER TABLE "medical_declarations" ADD COLUMN "signed_device" text;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "signed_device" text;