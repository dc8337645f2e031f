import { z } from 'zod';
import { SIGNATURE_MAX, TEXT_MAX } from './fields';
import { WIZARD_STEP_SCHEMAS } from './team-member';

/**
 * A form that is not a wizard step, saved half-filled: at most 40 short fields and one image.
 * Bounded so that a draft can never be a way to store megabytes under a throw-away session.
 */
const looseFormDraft = z
  .record(
    z.string().max(40),
    z.union([z.string().max(TEXT_MAX), z.boolean(), z.number(), z.null()]).or(z.string().max(SIGNATURE_MAX)),
  )
  .refine((v) => Object.keys(v).length <= 40, 'Too many fields')
  .refine(
    (v) => Object.values(v).filter((x) => typeof x === 'string' && x.length > TEXT_MAX).length <= 1,
    'Only one image may be saved with a draft',
  );

/** Every draft id the server accepts, each with its schema (DESIGN.md §3.1). */
export const DRAFT_SCHEMAS = {
  ...WIZARD_STEP_SCHEMAS,
  'tax-declaration': looseFormDraft,
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
