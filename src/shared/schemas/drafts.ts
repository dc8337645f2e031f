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
export const CONFIRMED_SCHEMAS: Partial<Record<DraftId, z.ZodMiniType>> = Object.fromEntries(
  Object.entries(WIZARD_STEP_SCHEMAS).map(([id, schema]) => [id, schema()]),
);

/** The PUT's query: `autosave=1` stores what is typed so far without confirming the step. */
export const draftSaveQuery = z.object({ autosave: z.optional(z.enum(['1'])) });
