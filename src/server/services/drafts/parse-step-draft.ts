import { CONFIRMED_SCHEMAS, DRAFT_SCHEMAS, type DraftId } from '../../../shared/schemas/drafts';
import { badRequest } from '../../http-errors';
import { zodFieldErrors } from '../../zod-errors';
import { checkDraftInitial } from './check-draft-initial';
import type { DraftCompletion, DraftData } from './drafts';

/** Draft fields that hold a drawn initial (confirmation, read-and-sign tasks). */
const INITIAL_FIELDS = ['signature', 'initial'] as const;

/**
 * Parses a draft body before anything is written. Next (`isAutosave` false) on a wizard step
 * checks the step's full schema and confirms the step; an autosave, and every later task's
 * draft, checks only the bounded draft schema (and decodes any initial).
 */
export async function parseStepDraft(
  stepId: DraftId,
  body: unknown,
  isAutosave: boolean,
): Promise<{ data: DraftData; completion: DraftCompletion }> {
  const confirmed = CONFIRMED_SCHEMAS[stepId];
  const isConfirming = !isAutosave && confirmed !== undefined;
  const parsed = (isConfirming ? confirmed : DRAFT_SCHEMAS[stepId]).safeParse(body);
  if (!parsed.success) throw badRequest('Please complete all required fields', zodFieldErrors(parsed.error));
  const data = parsed.data as DraftData;
  if (!isConfirming) {
    for (const field of INITIAL_FIELDS) {
      const value = data[field];
      if (typeof value === 'string' && value !== '') await checkDraftInitial(value, field);
    }
  }
  const completion: DraftCompletion = isConfirming
    ? 'confirmed'
    : confirmed?.safeParse(data).success
      ? 'keep-if-valid'
      : 'never';
  return { data, completion };
}
