ALTER TABLE "step_drafts" ADD COLUMN "complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before autosave, a wizard step was stored only by Next, against its full schema.
UPDATE "step_drafts" SET "complete" = true WHERE "step_id" IN ('basic-info', 'address', 'emergency-contact', 'personal-status', 'card-details', 'bank-details', 'position-details', 'confirmation');
