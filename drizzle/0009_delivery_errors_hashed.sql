-- Issue 19 item 5 (decision 020): a stored delivery error keeps a status code and a hash of what
-- the peer answered, never its words, which could echo a person's name, birth date and address.
-- Errors stored before this release are rewritten in that form. Their hash is of the first 500
-- characters kept then, so it will not match the receiver's log of the whole answer.
UPDATE "submission_records"
SET "records_system_error" = substring("records_system_error" from '^HTTP [0-9]{3}')
  || ' (body sha256:' || left(encode(sha256(convert_to(substring("records_system_error" from '^HTTP [0-9]{3}: (.*)$'), 'UTF8')), 'hex'), 16) || ')'
WHERE "records_system_error" ~ '^HTTP [0-9]{3}: ';
--> statement-breakpoint
UPDATE "jobs"
SET "last_error" = substring("last_error" from '^HTTP [0-9]{3}')
  || ' (body sha256:' || left(encode(sha256(convert_to(substring("last_error" from '^HTTP [0-9]{3}: (.*)$'), 'UTF8')), 'hex'), 16) || ')'
WHERE "kind" = 'submission.deliver-records' AND "last_error" ~ '^HTTP [0-9]{3}: ';
--> statement-breakpoint
UPDATE "jobs"
SET "last_error" = 'Mail not sent: (sha256:' || left(encode(sha256(convert_to("last_error", 'UTF8')), 'hex'), 16) || ')'
WHERE "kind" IN ('submission.notify-recipient', 'submission.confirm-employee')
  AND "last_error" IS NOT NULL AND "last_error" NOT LIKE 'Mail not sent:%';
