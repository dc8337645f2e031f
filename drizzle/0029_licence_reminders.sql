CREATE TABLE "licence_reminders" (
	"licence_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"threshold" integer NOT NULL,
	"expiry_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_reminders_licence_id_audience_threshold_expiry_date_pk" PRIMARY KEY("licence_id","audience","threshold","expiry_date")
);
--> statement-breakpoint
ALTER TABLE "licence_reminders" ADD CONSTRAINT "licence_reminders_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;