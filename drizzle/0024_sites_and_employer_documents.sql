CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_name_unique" UNIQUE("name")
);
--> statement-breakpoint
DROP INDEX "policy_documents_one_active_per_type";--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "work_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD COLUMN "applies_to" jsonb DEFAULT '{"kind":"everyone"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD COLUMN "needs_countersignature" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD COLUMN "sign_again_since" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_one_active_per_type" ON "policy_documents" USING btree ("document_type") WHERE "policy_documents"."is_active" and "policy_documents"."document_type" in ('workplace-behaviour', 'medical-declaration', 'confidentiality-agreement');--> statement-breakpoint
-- The spec's two locations become the two seeded sites (issue 39 item 2); the seeded example company is in Sydney.
INSERT INTO "sites" ("name", "state") VALUES ('Site', 'NSW'), ('Factory', 'NSW') ON CONFLICT ("name") DO NOTHING;
