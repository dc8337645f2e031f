import { z } from 'zod';
import { taxDeclarationDraftSchema } from './tax-declaration';
import { WIZARD_STEP_SCHEMAS } from './team-member';

/** Every draft id the server accepts, each with its schema (DESIGN.md §3.1). */
export const DRAFT_SCHEMAS = {
  ...WIZARD_STEP_SCHEMAS,
  'tax-declaration': taxDeclarationDraftSchema,
} as const satisfies Record<string, z.ZodType>;

export type DraftId = keyof typeof DRAFT_SCHEMAS;
export const DRAFT_IDS = Object.keys(DRAFT_SCHEMAS) as [DraftId, ...DraftId[]];

/** The answer to saving a draft: `proven` is false until this session has proven the email. */
export interface DraftSaveAnswer {
  saved: boolean;
  stepId: DraftId;
  email: string | null;
  proven: boolean;
}

/** The answer to entering a valid code: `hasApplication` when the email's application was completed before. */
export interface VerifyCodeAnswer {
  verified: boolean;
  email: string;
  hasApplication: boolean;
}
