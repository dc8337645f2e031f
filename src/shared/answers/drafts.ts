import { z } from 'zod/mini';
import { DRAFT_IDS } from '../schemas/drafts';

/** GET /api/me/drafts: this session's drafts by id, each as typed so far (bounded by its draft schema). */
export const draftsAnswerSchema = z.object({
  drafts: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type DraftsAnswer = z.output<typeof draftsAnswerSchema>;

/** The answer to saving a draft: `proven` is false until this session has proven the email. */
export const draftSaveAnswerSchema = z.object({
  saved: z.literal(true),
  stepId: z.enum(DRAFT_IDS),
  email: z.nullable(z.string()),
  proven: z.boolean(),
});
export type DraftSaveAnswer = z.output<typeof draftSaveAnswerSchema>;

/** DELETE /api/me/drafts/{id}. */
export const draftDeletedAnswerSchema = z.object({ deleted: z.literal(true) });

/**
 * The answer to entering a valid code: `hasApplication` when the email's application was
 * completed before; `moved` when this session's drafts moved to the email.
 */
export const verifyCodeAnswerSchema = z.object({
  verified: z.literal(true),
  email: z.string(),
  hasApplication: z.boolean(),
  moved: z.boolean(),
});
export type VerifyCodeAnswer = z.output<typeof verifyCodeAnswerSchema>;
