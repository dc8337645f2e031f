CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"mobile" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"profile_photo_file_id" uuid,
	"addrs_house_number" text NOT NULL,
	"addrs_street_name" text NOT NULL,
	"addrs_suburb" text NOT NULL,
	"addrs_state" text NOT NULL,
	"addrs_postcode" text NOT NULL,
	"emergency_contact_name1" text NOT NULL,
	"emergency_contact_mobile1" text NOT NULL,
	"emergency_contact_relationship1" text NOT NULL,
	"emergency_contact_name2" text DEFAULT '' NOT NULL,
	"emergency_contact_mobile2" text DEFAULT '' NOT NULL,
	"emergency_contact_relationship2" text DEFAULT '' NOT NULL,
	"tag_aboriginal" boolean DEFAULT false NOT NULL,
	"tag_single_parent" boolean DEFAULT false NOT NULL,
	"tag_disabled" boolean DEFAULT false NOT NULL,
	"tag_australian_citizen" boolean DEFAULT false NOT NULL,
	"tag_visa_citizen" boolean DEFAULT false NOT NULL,
	"visa_number" text DEFAULT '' NOT NULL,
	"visa_expiry" text DEFAULT '' NOT NULL,
	"card_red_card" text DEFAULT '' NOT NULL,
	"card_white_card" text DEFAULT '' NOT NULL,
	"card_incolink" text DEFAULT '' NOT NULL,
	"card_cbus" text DEFAULT '' NOT NULL,
	"card_union" text DEFAULT '' NOT NULL,
	"card_traffic_controller" text DEFAULT '' NOT NULL,
	"licence_forklift" text DEFAULT '' NOT NULL,
	"licence_forklift_expiry" text DEFAULT '' NOT NULL,
	"licence_ewp" text DEFAULT '' NOT NULL,
	"licence_ewp_expiry" text DEFAULT '' NOT NULL,
	"bank_institution" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_bsb" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"company_being_employed_by" text NOT NULL,
	"position" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"planned_start_date" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"signature_file_id" uuid,
	"data_downloaded_by" text,
	"data_downloaded_at" timestamp with time zone,
	"approved_for_deletion" boolean DEFAULT false NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"approval_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "submission_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"is_resubmission" text DEFAULT 'false' NOT NULL,
	"submission_data" text NOT NULL,
	"pdf_file_id" uuid,
	"records_system_status" text DEFAULT 'pending' NOT NULL,
	"records_system_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"tax_file_number" text DEFAULT '' NOT NULL,
	"tfn_exemption" text DEFAULT '' NOT NULL,
	"basis_of_payment" text DEFAULT 'employee' NOT NULL,
	"australian_resident" text DEFAULT 'resident' NOT NULL,
	"claim_tax_free_threshold" text DEFAULT 'yes' NOT NULL,
	"has_help_debt" text DEFAULT 'no' NOT NULL,
	"tax_declaration_date" text NOT NULL,
	"signature_file_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_declarations_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "medical_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"answers" text NOT NULL,
	"policy_document_id" uuid,
	"medical_declaration_date" text NOT NULL,
	"signature_file_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_declarations_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "policy_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"document_type" text NOT NULL,
	"version" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_acknowledgments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"policy_document_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"policy_title" text NOT NULL,
	"policy_version" text NOT NULL,
	"signature_file_id" uuid,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "superfund_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"fund_choice" text DEFAULT 'cbus' NOT NULL,
	"tax_file_number" text NOT NULL,
	"cbus_member_number" text DEFAULT '' NOT NULL,
	"fund_name" text DEFAULT '' NOT NULL,
	"fund_address" text DEFAULT '' NOT NULL,
	"member_number" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"fund_abn" text DEFAULT '' NOT NULL,
	"fund_usi" text DEFAULT '' NOT NULL,
	"fund_phone_number" text DEFAULT '' NOT NULL,
	"is_smsf" text DEFAULT 'no' NOT NULL,
	"smsf_bsb" text DEFAULT '' NOT NULL,
	"smsf_account_number" text DEFAULT '' NOT NULL,
	"smsf_fund_esa" text DEFAULT '' NOT NULL,
	"signature_file_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superfund_choices_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_recipients_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"admin_until" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"session_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_drafts" (
	"email" text NOT NULL,
	"step_id" text NOT NULL,
	"data" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "step_drafts_email_step_id_pk" PRIMARY KEY("email","step_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"email" text,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_records" ADD CONSTRAINT "submission_records_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_declarations" ADD CONSTRAINT "medical_declarations_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD CONSTRAINT "policy_acknowledgments_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acknowledgments" ADD CONSTRAINT "policy_acknowledgments_policy_document_id_policy_documents_id_fk" FOREIGN KEY ("policy_document_id") REFERENCES "public"."policy_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superfund_choices" ADD CONSTRAINT "superfund_choices_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_one_active_per_type" ON "policy_documents" USING btree ("document_type") WHERE "policy_documents"."is_active";--> statement-breakpoint
CREATE INDEX "sessions_email_idx" ON "sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "email_codes_email_idx" ON "email_codes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stored_files_member_idx" ON "stored_files" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "stored_files_email_idx" ON "stored_files" USING btree ("email");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");