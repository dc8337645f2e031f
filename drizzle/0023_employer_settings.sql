CREATE TABLE "employer_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"trading_name" text DEFAULT '' NOT NULL,
	"abn" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"default_fund" jsonb NOT NULL,
	"logo_file_id" uuid,
	"setup_done_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_settings_one_row" CHECK ("employer_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "employer_settings" ADD CONSTRAINT "employer_settings_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;