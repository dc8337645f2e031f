CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"task_id" text,
	"actor" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"planned_start_date" text DEFAULT '' NOT NULL,
	"basis_of_payment" text,
	"invited_by" text,
	"invited_at" timestamp with time zone,
	"token_hash" text,
	"token_sent_at" timestamp with time zone,
	"token_expires_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"last_active_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_token_hash_idx" ON "applications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every person who already started has an application (self-started), so HR's list holds them.
INSERT INTO "applications" ("email", "full_name", "created_at", "last_active_at")
  SELECT "email", "full_name", "created_at", "updated_at" FROM "team_members"
  ON CONFLICT ("email") DO NOTHING;
--> statement-breakpoint
INSERT INTO "applications" ("email", "created_at", "last_active_at")
  SELECT "email", min("updated_at"), max("updated_at") FROM "step_drafts" WHERE "email" IS NOT NULL GROUP BY "email"
  ON CONFLICT ("email") DO NOTHING;
--> statement-breakpoint
-- The hire's status reads HR's approval and change requests: the status caches hear of them (decision 011).
CREATE TRIGGER applications_notify_status AFTER INSERT OR UPDATE OR DELETE ON applications FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER applications_truncate_notify_status AFTER TRUNCATE ON applications FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_notify_status_by_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', 'e:' || a.email) FROM applications a
    WHERE a.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.application_id ELSE NEW.application_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_events_notify_status AFTER INSERT OR UPDATE OR DELETE ON application_events FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_application();
--> statement-breakpoint
CREATE TRIGGER application_events_truncate_notify_status AFTER TRUNCATE ON application_events FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
-- The hire's last activity: any write of theirs to a draft or a task (whatever code path wrote it),
-- at most once a minute per email. HR's edit marker of a change request restores it (request-changes).
CREATE OR REPLACE FUNCTION app_touch_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS NOT NULL THEN
    UPDATE applications SET last_active_at = now()
      WHERE email = NEW.email AND (last_active_at IS NULL OR last_active_at < now() - interval '1 minute');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER step_drafts_touch_application AFTER INSERT OR UPDATE ON step_drafts FOR EACH ROW EXECUTE FUNCTION app_touch_application();
--> statement-breakpoint
CREATE TRIGGER team_members_touch_application AFTER INSERT OR UPDATE OF updated_at ON team_members FOR EACH ROW EXECUTE FUNCTION app_touch_application();
--> statement-breakpoint
CREATE TRIGGER policy_acknowledgments_touch_application AFTER INSERT ON policy_acknowledgments FOR EACH ROW EXECUTE FUNCTION app_touch_application();
--> statement-breakpoint
CREATE TRIGGER medical_declarations_touch_application AFTER INSERT OR UPDATE OF updated_at ON medical_declarations FOR EACH ROW EXECUTE FUNCTION app_touch_application();
--> statement-breakpoint
CREATE TRIGGER tax_declarations_touch_application AFTER INSERT OR UPDATE OF updated_at ON tax_declarations FOR EACH ROW EXECUTE FUNCTION app_touch_application();
--> statement-breakpoint
CREATE TRIGGER superfund_choices_touch_application AFTER INSERT OR UPDATE OF updated_at ON superfund_choices FOR EACH ROW EXECUTE FUNCTION app_touch_application();
--> statement-breakpoint
CREATE TRIGGER submission_records_touch_application AFTER INSERT ON submission_records FOR EACH ROW EXECUTE FUNCTION app_touch_application();
