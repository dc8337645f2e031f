ALTER TABLE "application_events" ADD COLUMN "licence_id" uuid;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "required_licences" jsonb DEFAULT '["WHITE_CARD"]'::jsonb NOT NULL;--> statement-breakpoint
-- The hire's status names the tickets their site requires that they lack (decision 098): it
-- reads each hire's licences and every site, so their writes forget the cached answers too.
CREATE TRIGGER licences_notify_status AFTER INSERT OR UPDATE OR DELETE ON licences FOR EACH ROW EXECUTE FUNCTION app_notify_status_by_email();
--> statement-breakpoint
CREATE TRIGGER licences_truncate_notify_status AFTER TRUNCATE ON licences FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
--> statement-breakpoint
CREATE TRIGGER sites_notify_status AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites FOR EACH STATEMENT EXECUTE FUNCTION app_notify_status_all();
