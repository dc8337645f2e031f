import { z } from 'zod';
import { SIGNED_DOCUMENT_TASKS } from '../acknowledgment';
import { type WizardStepId } from '../tasks';
import { LONG_TEXT_MAX, SIGNATURE_MAX, TEXT_MAX } from './fields';
import { FUND_CHOICES } from './superfund-choice';
import { WIZARD_STEP_SCHEMAS } from './team-member';

/**
 * Autosaved drafts: what a person has typed so far, not yet confirmed with Next or Save. Nothing
 * is required and nothing is checked for meaning, but every field is bounded (a draft cannot
 * grow without limit) and no unknown field is kept.
 */

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** '' (no initial yet) or a PNG data URL; the server also decodes it (checkDraftInitial). */
export const draftInitial = z
  .string()
  .max(SIGNATURE_MAX)
  .refine((v) => v === '' || PNG_DATA_URL.test(v), 'The initial is not a PNG image');

const FIELD_MAX: Record<string, number> = { notes: LONG_TEXT_MAX };

/** A wizard step's draft: its own fields only, each a bounded string (or a switch's boolean). */
function wizardDraftSchema(stepId: WizardStepId) {
  const keys = Object.keys(WIZARD_STEP_SCHEMAS[stepId].shape);
  return z.strictObject(
    Object.fromEntries(
      keys.map((key) => [
        key,
        key === 'signature'
          ? draftInitial.optional()
          : z.union([z.string().max(FIELD_MAX[key] ?? TEXT_MAX), z.boolean()]).optional(),
      ]),
    ),
  );
}

export const WIZARD_DRAFT_SCHEMAS = Object.fromEntries(
  Object.keys(WIZARD_STEP_SCHEMAS).map((id) => [id, wizardDraftSchema(id as WizardStepId)]),
) as Record<WizardStepId, ReturnType<typeof wizardDraftSchema>>;

const text = z.string().max(TEXT_MAX).optional();

/** The super choice as typed (NAT 13080); the signature is drawn afresh when it is saved. */
export const superfundDraftSchema = z.strictObject({
  fundChoice: z.enum(['', ...FUND_CHOICES]).optional(),
  taxFileNumber: z.string().max(11).optional(),
  cbusMemberNumber: text,
  fundName: text,
  fundAddress: text,
  memberNumber: text,
  accountName: text,
  fundABN: text,
  fundUSI: text,
  fundPhoneNumber: text,
  isSMSF: z.enum(['yes', 'no']).optional(),
  smsfBSB: text,
  smsfAccountNumber: text,
  smsfFundESA: text,
});
export type SuperfundDraft = z.infer<typeof superfundDraftSchema>;

/** A read-and-sign task as answered so far: the document, the answers, the tick, the reading and the initial. */
export const signingDraftSchema = z.strictObject({
  documentId: z.uuid().optional(),
  answers: z
    .record(z.string().max(100), z.string().max(LONG_TEXT_MAX))
    .refine((answers) => Object.keys(answers).length <= 100, 'Too many answers')
    .optional(),
  isAgreed: z.boolean().optional(),
  /** Read to the end before: the questions stay open after a reload. */
  isRead: z.boolean().optional(),
  initial: draftInitial.optional(),
});
export type SigningDraft = z.infer<typeof signingDraftSchema>;

export const SIGNING_DRAFT_SCHEMAS = Object.fromEntries(
  SIGNED_DOCUMENT_TASKS.map((id) => [id, signingDraftSchema]),
) as Record<(typeof SIGNED_DOCUMENT_TASKS)[number], typeof signingDraftSchema>;
