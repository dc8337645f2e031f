import type { AppliesTo } from '../../../shared/schemas/document-audience';
import { isEmployerDocumentType } from '../../../shared/schemas/policy-document';
import { badRequest } from '../../http-errors';

export const BUILT_IN_FOR_EVERYONE = 'This document applies to every hire';
export const BUILT_IN_NOT_COUNTERSIGNED = 'Only an employer document can be countersigned';
export const BUILT_IN_ALWAYS_SIGNED_AGAIN = 'A changed built-in document is always signed again';
export const NOT_A_QUESTION_OF_UNDERSTANDING =
  "The medical declaration and the confidentiality agreement cannot ask 'Yes, I understand / No, I have a question for HR'";

/** The documents whose answers are kept elsewhere or ticked: no question of understanding (decision 115). */
const NO_UNDERSTANDING = new Set(['medical-declaration', 'confidentiality-agreement']);

/**
 * The built-in read-and-sign tasks' documents are every hire's, signed by
 * the hire alone, and signed again whenever they change (spec §4): targeting, countersigning and
 * the owner's choice of re-signing are an employer document's (decision 090).
 */
export function assertEmployerOptions(
  documentType: string,
  options: {
    appliesTo?: AppliesTo;
    needsCountersignature?: boolean;
    askToSignAgain?: boolean;
    questions?: { kind?: string }[];
  },
) {
  const understanding = options.questions?.findIndex((q) => q.kind === 'understand') ?? -1;
  if (NO_UNDERSTANDING.has(documentType) && understanding >= 0)
    throw badRequest(NOT_A_QUESTION_OF_UNDERSTANDING, {
      [`questions.${understanding}.kind`]: NOT_A_QUESTION_OF_UNDERSTANDING,
    });
  if (isEmployerDocumentType(documentType)) return;
  if (options.appliesTo && options.appliesTo.kind !== 'everyone')
    throw badRequest(BUILT_IN_FOR_EVERYONE, { appliesTo: BUILT_IN_FOR_EVERYONE });
  if (options.needsCountersignature)
    throw badRequest(BUILT_IN_NOT_COUNTERSIGNED, { needsCountersignature: BUILT_IN_NOT_COUNTERSIGNED });
  if (options.askToSignAgain === false)
    throw badRequest(BUILT_IN_ALWAYS_SIGNED_AGAIN, { askToSignAgain: BUILT_IN_ALWAYS_SIGNED_AGAIN });
}
