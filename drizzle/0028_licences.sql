CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"member_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"licence_class" text DEFAULT '' NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"issue_date" text DEFAULT '' NOT NULL,
	"expiry_date" text DEFAULT '' NOT NULL,
	"front_file_id" uuid,
	"back_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_front_file_id_stored_files_id_fk" FOREIGN KEY ("front_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_back_file_id_stored_files_id_fk" FOREIGN KEY ("back_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_email_idx" ON "licences" USING btree ("email");--> statement-breakpoint
CREATE INDEX "licences_member_idx" ON "licences" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "licences_expiry_idx" ON "licences" USING btree ("expiry_date");--> statement-breakpoint
-- The spec's fixed card and licence fields become rows (decision 094), in the wizard's old order.
INSERT INTO "licences" ("email", "member_id", "position", "kind", "number", "expiry_date")
SELECT m."email", m."id", c."position", c."kind", trim(c."number"), c."expiry"
FROM "team_members" m
CROSS JOIN LATERAL (VALUES
	(0, 'RED_CARD', m."card_red_card", ''),
	(1, 'WHITE_CARD', m."card_white_card", ''),
	(2, 'INCOLINK', m."card_incolink", ''),
	(3, 'CBUS', m."card_cbus", ''),
	(4, 'UNION', m."card_union", ''),
	(5, 'TRAFFIC_CONTROLLER', m."card_traffic_controller", ''),
	(6, 'LF', m."licence_forklift", m."licence_forklift_expiry"),
	(7, 'WP', m."licence_ewp", m."licence_ewp_expiry")
) AS c("position", "kind", "number", "expiry")
WHERE trim(c."number") <> '';--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "card_red_card";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "card_white_card";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "card_incolink";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "card_cbus";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "card_union";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "card_traffic_controller";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "licence_forklift";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "licence_forklift_expiry";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "licence_ewp";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "licence_ewp_expiry";