CREATE TABLE "visa_expiry_notices" (
	"member_id" uuid NOT NULL,
	"visa_expiry" text NOT NULL,
	"threshold" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_expiry_notices_member_id_visa_expiry_threshold_pk" PRIMARY KEY("member_id","visa_expiry","threshold")
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "visa_passport_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "visa_passport_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "visa_immi_card_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "vevo_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vevo_checks" ADD COLUMN "conditions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_expiry_notices" ADD CONSTRAINT "visa_expiry_notices_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;