import { describe, expect, it } from 'vitest';
import { I_HAVE_A_QUESTION, I_UNDERSTAND } from '../../src/shared/acknowledgment';
import documents from '../../src/shared/locales/en/documents.json';
import {
  CONFIDENTIALITY_AGREEMENT,
  MEDICAL_DECLARATION,
  WORKPLACE_BEHAVIOUR,
} from '../../src/shared/task-descriptors/read-and-sign-tasks';

// Issue 43 (decision 115): the read-and-sign screens' English messages are the spec's words as
// the task descriptors hold them; a translation key never changes them.

describe('the read-and-sign screens in English', () => {
  it.each([WORKPLACE_BEHAVIOUR, MEDICAL_DECLARATION])('$id says what its descriptor says', (task) => {
    const { screen } = task.readAndSign;
    expect(documents.tasks[task.id]).toEqual({
      readToast: screen.readToast.description,
      questionsHeading: screen.questionsHeading,
      cardTitle: screen.cardTitle,
      agreementLabel: screen.agreementLabel,
      submitLabel: screen.submitLabel,
      emptyTitle: screen.empty.title,
      emptyText: screen.empty.text,
      missingAgreement: screen.missingAgreement,
      successTitle: screen.success.title,
      successText: screen.success.description,
      failureTitle: screen.failure.title,
      failureText: screen.failure.description,
    });
    expect(documents.readToastTitle).toBe(screen.readToast.title);
  });

  it('the confidentiality agreement says what its descriptor says', () => {
    const { screen } = CONFIDENTIALITY_AGREEMENT.readAndSign;
    expect(documents.tasks['confidentiality-agreement']).toEqual({
      unavailable: screen.unavailable,
      completed: screen.completed,
      acknowledged: screen.acknowledged,
      updated: screen.updated,
      failure: screen.failure,
    });
  });

  it('the choice of a question of understanding is the words HR reads', () => {
    expect(documents.understand.yes).toBe(I_UNDERSTAND);
    expect(documents.understand.no).toBe(I_HAVE_A_QUESTION);
  });
});
