import { z } from 'zod/mini';
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
export const draftInitial = z.string().check(
  z.maxLength(SIGNATURE_MAX),
  z.refine((v) => v === '' || PNG_DATA_URL.test(v), 'The initial is not a PNG image'),
);

const FIELD_MAX: Record<string, number> = { notes: LONG_TEXT_MAX };

/** A wizard step's draft: its own fields only, each a bounded string (or a switch's boolean). */
function wizardDraftSchema(stepId: WizardStepId) {
  const keys = Object.keys(WIZARD_STEP_SCHEMAS[stepId]().shape);
  return z.strictObject(
    Object.fromEntries(
      keys.map((key) => [
        key,
        key === 'signature'
          ? z.optional(draftInitial)
          : z.optional(z.union([z.string().check(z.maxLength(FIELD_MAX[key] ?? TEXT_MAX)), z.boolean()])),
      ]),
    ),
  );
}

export const WIZARD_DRAFT_SCHEMAS = Object.fromEntries(
  Object.keys(WIZARD_STEP_SCHEMAS).map((id) => [id, wizardDraftSchema(id as WizardStepId)]),
) as Record<WizardStepId, ReturnType<typeof wizardDraftSchema>>;

const text = z.optional(z.string().check(z.maxLength(TEXT_MAX)));

/** The super choice as typed (NAT 13080); the signature is drawn afresh when it is saved. */
export const superfundDraftSchema = z.strictObject({
  fundChoice: z.optional(z.enum(['', ...FUND_CHOICES])),
  taxFileNumber: z.optional(z.string().check(z.maxLength(11))),
  cbusMemberNumber: text,
  fundName: text,
  fundAddress: text,
  memberNumber: text,
  accountName: text,
  fundABN: text,
  fundUSI: text,
  fundPhoneNumber: text,
  isSMSF: z.optional(z.enum(['yes', 'no'])),
  smsfBSB: text,
  smsfAccountNumber: text,
  smsfFundESA: text,
});
export type SuperfundDraft = z.infer<typeof superfundDraftSchema>;

/** A read-and-sign task as answered so far: the document, the answers, the tick, the reading and the initial. */
export const signingDraftSchema = z.strictObject({
  documentId: z.optional(z.uuid()),
  answers: z.optional(
    z
      .record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(LONG_TEXT_MAX)))
      .check(z.refine((answers) => Object.keys(answers).length <= 100, 'Too many answers')),
  ),
  isAgreed: z.optional(z.boolean()),
  /** Read to the end before: the questions stay open after a reload. */
  isRead: z.optional(z.boolean()),
  initial: z.optional(draftInitial),
});
export type SigningDraft = z.infer<typeof signingDraftSchema>;

export const SIGNING_DRAFT_SCHEMAS = Object.fromEntries(
  SIGNED_DOCUMENT_TASKS.map((id) => [id, signingDraftSchema]),
) as Record<(typeof SIGNED_DOCUMENT_TASKS)[number], typeof signingDraftSchema>;
