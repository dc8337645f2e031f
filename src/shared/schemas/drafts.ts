import { z } from 'zod/mini';
import { SIGNING_DRAFT_SCHEMAS, superfundDraftSchema, WIZARD_DRAFT_SCHEMAS } from './draft-kinds';
import { taxDeclarationDraftSchema } from './tax-declaration';
import { WIZARD_STEP_SCHEMAS } from './team-member';

/**
 * Every draft id the server accepts, each with its bounded schema for what is typed so far
 * (autosave: PUT /api/me/drafts/{id}?autosave=1). DESIGN.md §3.1.
 */
export const DRAFT_SCHEMAS = {
  ...WIZARD_DRAFT_SCHEMAS,
  'tax-declaration': taxDeclarationDraftSchema,
  'superfund-choice': superfundDraftSchema,
  ...SIGNING_DRAFT_SCHEMAS,
} as const satisfies Record<string, z.ZodMiniType>;

export type DraftId = keyof typeof DRAFT_SCHEMAS;
export const DRAFT_IDS = Object.keys(DRAFT_SCHEMAS) as [DraftId, ...DraftId[]];

/**
 * A wizard step confirmed with Next is saved against the step's full schema and counts in
 * `draftSteps`; other drafts (autosaved, or of a later task) never do.
 */
export const CONFIRMED_SCHEMAS: Partial<Record<DraftId, z.ZodMiniType>> = WIZARD_STEP_SCHEMAS;

/** The PUT's query: `autosave=1` stores what is typed so far without confirming the step. */
export const draftSaveQuery = z.object({ autosave: z.optional(z.enum(['1'])) });

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
