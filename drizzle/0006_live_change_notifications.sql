-- Every write that can change GET /api/me/status, or end a session, notifies channel
-- 'app_changes' at commit, so each app instance's in-memory caches stay right whatever code path
-- wrote (docs/decisions/011-status-and-session-caches.md). Payloads: 'e:<email>' (that person's
-- status), '*' (everyone's status: policy documents), 's:<session id>' (a session changed or
-- ended), 's:*' (every session).
CREATE OR REPLACE FUNCTION app_notify_status_by_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.email IS NOT NULL THEN
    PERFORM pg_notify('app_changes', 'e:' || OLD.email);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.email IS NOT NULL THEN
    PERFORM pg_notify('app_changes', 'e:' || NEW.email);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_notify_status_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', 's:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_notify_sessions_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', 's:*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_members_notify_status AFTER INSERT OR UPDATE OR DELETE ON team_members FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER team_members_truncate_notify_status AFTER TRUNCATE ON team_members FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE TRIGGER step_drafts_notify_status AFTER INSERT OR UPDATE OR DELETE ON step_drafts FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER step_drafts_truncate_notify_status AFTER TRUNCATE ON step_drafts FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE TRIGGER policy_acknowledgments_notify_status AFTER INSERT OR UPDATE OR DELETE ON policy_acknowledgments FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER policy_acknowledgments_truncate_notify_status AFTER TRUNCATE ON policy_acknowledgments FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE TRIGGER medical_declarations_notify_status AFTER INSERT OR UPDATE OR DELETE ON medical_declarations FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER medical_declarations_truncate_notify_status AFTER TRUNCATE ON medical_declarations FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE TRIGGER tax_declarations_notify_status AFTER INSERT OR UPDATE OR DELETE ON tax_declarations FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER tax_declarations_truncate_notify_status AFTER TRUNCATE ON tax_declarations FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE TRIGGER superfund_choices_notify_status AFTER INSERT OR UPDATE OR DELETE ON superfund_choices FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER superfund_choices_truncate_notify_status AFTER TRUNCATE ON superfund_choices FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE TRIGGER submission_records_notify_status AFTER INSERT OR UPDATE OR DELETE ON submission_records FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER submission_records_truncate_notify_status AFTER TRUNCATE ON submission_records FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE TRIGGER policy_documents_notify_status AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON policy_documents FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
-- A touch of last_seen_at (at most once a minute per session and instance) changes nothing
-- another instance must forget; each instance touches, and so re-reads, its own copy.
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.admin_until IS DISTINCT FROM NEW.admin_until OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION app_notify_session();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION app_notify_session();
--> statement-breakpoint
CREATE TRIGGER sessions_truncate_notify AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION app_notify_sessions_all();
