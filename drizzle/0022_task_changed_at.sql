ALTER TABLE "task_states" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
-- Decision 052: a task's "changed at" moves from its record's updated_at into its task state, so
-- an upgraded database keeps every task's submitted/changed status as it was.
INSERT INTO "task_states" ("email", "task_id", "changed_at")
  SELECT "email", 'personal-information', "updated_at" FROM "team_members" WHERE "email" IS NOT NULL
  UNION ALL SELECT "email", 'tax-declaration', max("updated_at") FROM "tax_declarations" GROUP BY "email"
  UNION ALL SELECT "email", 'superfund-choice', max("updated_at") FROM "superfund_choices" GROUP BY "email"
  UNION ALL SELECT "email", 'medical-declaration', max("updated_at") FROM "medical_declarations" GROUP BY "email"
  UNION ALL SELECT "email", "document_type", max("acknowledged_at") FROM "policy_acknowledgments"
    WHERE "document_type" IN ('workplace-behaviour', 'confidentiality-agreement') GROUP BY "email", "document_type"
  ON CONFLICT ("email", "task_id") DO UPDATE SET "changed_at" = excluded."changed_at";
