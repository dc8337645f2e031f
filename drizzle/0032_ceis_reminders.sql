CREATE TABLE "ceis_reminders" (
	"application_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"due_on" text NOT NULL,
	"given_at" timestamp with time zone,
	"given_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ceis_reminders_application_id_months_pk" PRIMARY KEY("application_id","months")
);
--> statement-breakpoint
ALTER TABLE "employer_settings" ADD COLUMN "small_business_employer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ceis_reminders" ADD CONSTRAINT "ceis_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;