CREATE TABLE "vevo_checks" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"checked_on" text NOT NULL,
	"result" text NOT NULL,
	"reference" text NOT NULL,
	"officer" text NOT NULL,
	"recorded_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "tag_permanent_resident" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "tag_nz_citizen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "visa_subclass" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "visa_conditions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_records" ADD COLUMN "fair_work_statements" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "vevo_checks" ADD CONSTRAINT "vevo_checks_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;