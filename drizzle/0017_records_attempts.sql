ALTER TABLE "submission_records" ADD COLUMN "records_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The tries so far, from the delivery's job where it is still kept (not pruned); a delivered or
-- failed submission whose job was pruned was tried at least once.
UPDATE "submission_records" AS s SET "records_attempts" = COALESCE((
  SELECT max(j."attempts") FROM "jobs" AS j
  WHERE j."kind" = 'submission.deliver-records' AND j."payload"->>'submissionId' = s."id"::text
), 0);--> statement-breakpoint
UPDATE "submission_records" SET "records_attempts" = 1
  WHERE "records_attempts" = 0 AND "records_system_status" IN ('delivered', 'failed');
