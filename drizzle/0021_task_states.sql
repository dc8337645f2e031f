CREATE TABLE "task_states" (
	"email" text NOT NULL,
	"task_id" text NOT NULL,
	"editing_since" timestamp with time zone,
	CONSTRAINT "task_states_email_task_id_pk" PRIMARY KEY("email","task_id")
);
--> statement-breakpoint
-- A task state is part of GET /api/me/status: its writes notify the caches (migration 0006).
CREATE TRIGGER task_states_notify_status AFTER INSERT OR UPDATE OR DELETE ON task_states FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER task_states_truncate_notify_status AFTER TRUNCATE ON task_states FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
-- Decision 052: the 'editing:<task>' draft rows become task states, so an upgraded database keeps them.
INSERT INTO "task_states" ("email", "task_id", "editing_since")
  SELECT "email", substr("step_id", 9), "updated_at" FROM "step_drafts"
  WHERE "email" IS NOT NULL AND "step_id" LIKE 'editing:%'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "step_drafts" WHERE "step_id" LIKE 'editing:%';
