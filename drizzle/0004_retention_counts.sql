CREATE TABLE "retention_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"members" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "retention_status"("downloaded_at" timestamptz, "approved" boolean) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN approved THEN 'approved' WHEN downloaded_at IS NOT NULL THEN 'downloaded' ELSE 'pending' END
$$;
--> statement-breakpoint
INSERT INTO "retention_counts" ("status", "members")
SELECT s.status, (SELECT count(*) FROM "team_members" t
                  WHERE retention_status(t.data_downloaded_at, t.approved_for_deletion) = s.status)
FROM (VALUES ('pending'), ('downloaded'), ('approved')) AS s(status);
--> statement-breakpoint
CREATE FUNCTION "retention_counts_track"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE retention_counts SET members = members - 1
    WHERE status = retention_status(OLD.data_downloaded_at, OLD.approved_for_deletion);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE retention_counts SET members = members + 1
    WHERE status = retention_status(NEW.data_downloaded_at, NEW.approved_for_deletion);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "team_members_retention_insert_delete" AFTER INSERT OR DELETE ON "team_members"
FOR EACH ROW EXECUTE FUNCTION retention_counts_track();
--> statement-breakpoint
CREATE TRIGGER "team_members_retention_update" AFTER UPDATE OF "data_downloaded_at", "approved_for_deletion" ON "team_members"
FOR EACH ROW
WHEN (retention_status(OLD.data_downloaded_at, OLD.approved_for_deletion)
      IS DISTINCT FROM retention_status(NEW.data_downloaded_at, NEW.approved_for_deletion))
EXECUTE FUNCTION retention_counts_track();
--> statement-breakpoint
CREATE FUNCTION "retention_counts_reset"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE retention_counts SET members = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "team_members_retention_truncate" AFTER TRUNCATE ON "team_members"
FOR EACH STATEMENT EXECUTE FUNCTION retention_counts_reset();
