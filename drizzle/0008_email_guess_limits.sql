CREATE TABLE "email_guess_limits" (
	"email" text PRIMARY KEY NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_session_id_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "email_codes" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "requester_key" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;