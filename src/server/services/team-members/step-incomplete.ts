import type { z } from 'zod';
import type { WizardStep } from '../../../shared/tasks';
import { HttpError } from '../../http-errors';
import { zodFieldErrors } from '../../zod-errors';

/** 'BANK DETAILS' -> 'Bank Details': the step as a sentence names it. */
const stepName = (step: WizardStep) =>
  step.title.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * 422 `step_incomplete`: the wizard's confirmation found a step with no saved draft (and no stored
 * member to stand in), or one that fails its schema. `fields.step` is the step's id, so the
 * client goes there; the other fields are the step's own messages. Nothing is written.
 */
export function stepIncomplete(step: WizardStep, error?: z.core.$ZodError): HttpError {
  return new HttpError(
    422,
    'step_incomplete',
    `Please complete the ${stepName(step)} step before submitting.`,
    { ...(error ? zodFieldErrors(error) : {}), step: step.id },
  );
}
