ALTER TABLE "team_members" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "signed_ip" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "signed_user_agent" text;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "previous_family_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "signed_ip" text;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "signed_user_agent" text;--> statement-breakpoint
ALTER TABLE "medical_declarations" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_declarations" ADD COLUMN "signed_ip" text;--> statement-breakpoint
ALTER TABLE "medical_declarations" ADD COLUMN "signed_user_agent" text;--> statement-breakpoint
ALTER TABLE "medical_declarations" ADD COLUMN "document_sha256" text;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "signed_ip" text;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "signed_user_agent" text;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD COLUMN "document_sha256" text;--> statement-breakpoint
ALTER TABLE "superfund_choices" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "superfund_choices" ADD COLUMN "signed_ip" text;--> statement-breakpoint
ALTER TABLE "superfund_choices" ADD COLUMN "signed_user_agent" text;--> statement-breakpoint
CREATE INDEX "submission_records_email_idx" ON "submission_records" USING btree ("email");--> statement-breakpoint
CREATE INDEX "tax_declarations_email_idx" ON "tax_declarations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "medical_declarations_email_idx" ON "medical_declarations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "policy_acknowledgments_email_idx" ON "policy_acknowledgments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "superfund_choices_email_idx" ON "superfund_choices" USING btree ("email");