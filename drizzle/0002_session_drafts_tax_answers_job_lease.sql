ALTER TABLE "step_drafts" DROP CONSTRAINT "step_drafts_email_step_id_pk";--> statement-breakpoint
ALTER TABLE "tax_declarations" ALTER COLUMN "basis_of_payment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tax_declarations" ALTER COLUMN "australian_resident" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tax_declarations" ALTER COLUMN "claim_tax_free_threshold" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tax_declarations" ALTER COLUMN "has_help_debt" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "step_drafts" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "step_drafts" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "step_drafts" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "step_drafts" ADD CONSTRAINT "step_drafts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "step_drafts_email_step_idx" ON "step_drafts" USING btree ("email","step_id") WHERE "step_drafts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "step_drafts_session_step_idx" ON "step_drafts" USING btree ("session_id","step_id") WHERE "step_drafts"."session_id" is not null;--> statement-breakpoint
ALTER TABLE "step_drafts" ADD CONSTRAINT "step_drafts_one_owner" CHECK (("step_drafts"."email" is null) <> ("step_drafts"."session_id" is null));