CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "team_members_full_name_trgm_idx" ON "team_members" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_members_email_trgm_idx" ON "team_members" USING gin ("email" gin_trgm_ops);