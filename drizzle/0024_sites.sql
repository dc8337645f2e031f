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
ALTER TABLE "team_members" ADD COLUMN "work_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The spec's two locations become the two seeded sites (issue 39 item 2); the seeded example company is in Sydney.
INSERT INTO "sites" ("name", "state") VALUES ('Site', 'NSW'), ('Factory', 'NSW') ON CONFLICT ("name") DO NOTHING;
