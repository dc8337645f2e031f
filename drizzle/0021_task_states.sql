CREATE TABLE "task_states" (
	"email" text NOT NULL,
	"task_id" text NOT NULL,
	"editing_since" timestamp with time zone,
	CONSTRAINT "task_states_email_task_id_pk" PRIMARY KEY("email","task_id")
);
--> statement-breakpoint
-- Decision 052: the 'editing:<task>' draft rows become task states, so an upgraded database keeps them.
INSERT INTO "task_states" ("email", "task_id", "editing_since")
  SELECT "email", substr("step_id", 9), "updated_at" FROM "step_drafts"
  WHERE "email" IS NOT NULL AND "step_id" LIKE 'editing:%'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "step_drafts" WHERE "step_id" LIKE 'editing:%';
