import { WIZARD_STEP_SCHEMAS } from '../../../../shared/schemas/team-member';
import { parseTag, tagToWire } from '../../../../shared/tags';
import { WIZARD_STEPS, type WizardStep } from '../../../../shared/tasks';
import type { DraftMap, StoredValues } from '../use-drafts';

const MEMBER_STEPS = WIZARD_STEPS.filter((step) => step.id !== 'confirmation');

export interface MemberFormInput {
  drafts: DraftMap;
  /** The stored member fills any step without a draft (edit mode). */
  member: StoredValues | null;
  notes: string;
  signature: string;
  photoPath: string | null;
}

export type MemberFormResult = { form: FormData } | { missingStep: WizardStep } | { isPhotoMissing: true };

function wireValue(field: string, raw: unknown): string {
  if (field.startsWith('tag')) return tagToWire(parseTag(raw));
  return raw === undefined || raw === null ? '' : String(raw);
}

/**
 * The multipart form of POST/PUT /api/team-members: every step's fields under their schema
 * names, tags as '1'/'0', the notes and initial, and the stored photo by its path.
 */
export function buildMemberForm(input: MemberFormInput): MemberFormResult {
  const form = new FormData();
  for (const step of MEMBER_STEPS) {
    const draft = input.drafts[step.id];
    const schema = WIZARD_STEP_SCHEMAS[step.id]();
    // An autosaved draft may be half typed: the step is missing until it passes its schema.
    if (draft && !schema.safeParse(draft).success) return { missingStep: step };
    const values = draft ?? input.member;
    if (!values) return { missingStep: step };
    for (const field of Object.keys(schema.shape)) {
      form.append(field, wireValue(field, values[field]));
    }
  }
  if (!input.photoPath) return { isPhotoMissing: true };
  form.append('notes', input.notes);
  form.append('signature', input.signature);
  form.append('profilePhotoPath', input.photoPath);
  return { form };
}
