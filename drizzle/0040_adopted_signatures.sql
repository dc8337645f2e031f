CREATE TABLE "adopted_signatures" (
	"email" text PRIMARY KEY NOT NULL,
	"signature_file_id" uuid NOT NULL,
	"initials_file_id" uuid NOT NULL,
	"signature_sha256" text NOT NULL,
	"initials_sha256" text NOT NULL,
	"adopted_at" timestamp with time zone NOT NULL,
	"adopted_ip" text NOT NULL,
	"adopted_user_agent" text NOT NULL,
	"adopted_device" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adopted_signatures" ADD CONSTRAINT "adopted_signatures_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adopted_signatures" ADD CONSTRAINT "adopted_signatures_initials_file_id_stored_files_id_fk" FOREIGN KEY ("initials_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;