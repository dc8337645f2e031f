CREATE TABLE "policy_document_translations" (
	"policy_document_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_document_translations_policy_document_id_language_pk" PRIMARY KEY("policy_document_id","language")
);
--> statement-breakpoint
ALTER TABLE "policy_document_translations" ADD CONSTRAINT "policy_document_translations_policy_document_id_policy_documents_id_fk" FOREIGN KEY ("policy_document_id") REFERENCES "public"."policy_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 43 item 3 (decision 115): a policy's 'Do you understand…' question in words becomes a
-- choice, 'Yes, I understand' or 'No, I have a question for HR'. Answers already given stay as given.
UPDATE "policy_documents" SET "questions" = (
	SELECT jsonb_agg(CASE
		WHEN q->>'kind' IS NULL AND q->>'question' ILIKE 'Do you understand%' THEN q || '{"kind":"understand"}'::jsonb
		ELSE q END ORDER BY n)
	FROM jsonb_array_elements("questions") WITH ORDINALITY AS e(q, n)
)
WHERE "document_type" NOT IN ('medical-declaration', 'confidentiality-agreement')
	AND EXISTS (
		SELECT 1 FROM jsonb_array_elements("questions") AS e(q)
		WHERE q->>'kind' IS NULL AND q->>'question' ILIKE 'Do you understand%'
	);
