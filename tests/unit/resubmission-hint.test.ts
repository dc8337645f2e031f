import { describe, expect, it } from 'vitest';
import type { MeStatus } from '../../src/shared/me-status';
import { TASKS, type TaskId } from '../../src/shared/tasks';
import { resubmissionHint } from '../../src/client/features/task-home/resubmission-hint';

/** A submitted application whose `changed` tasks were saved again since. */
function status(changed: TaskId[]): MeStatus {
  return {
    email: 'hint@example.com',
    fullName: 'Hint Hire',
    memberId: null,
    tasks: TASKS.map((t) => ({ id: t.id, isCompleted: true, isSubmitted: !changed.includes(t.id) })),
    documents: [],
    draftSteps: [],
    editing: [],
    documentChanged: [],
    submittedAt: '2026-11-24T06:24:00.000Z',
    resubmissionRequired: changed.length > 0,
    changeRequests: [],
    approvedAt: null,
    language: null,
    missingTickets: null,
  };
}

describe('what RE-SUBMISSION REQUIRED says to do (issue 23 item 5)', () => {
  it('names the one changed task in the issue’s words', () => {
    expect(resubmissionHint(status(['superfund-choice']))).toBe(
      'You changed your super choice. Tap to send the update to HR.',
    );
  });

  it('names several in the order of the task list', () => {
    expect(resubmissionHint(status(['superfund-choice', 'personal-information', 'tax-declaration']))).toBe(
      'You changed your personal information, your tax declaration and your super choice. Tap to send the update to HR.',
    );
  });
});
