import { describe, expect, it } from 'vitest';
import { stepProgress } from '../../src/client/features/task-home/task-state';
import type { MeStatus } from '../../src/shared/me-status';
import { TASK_IDS } from '../../src/shared/tasks';

function status(draftSteps: string[], isPersonalDone = false): MeStatus {
  return {
    email: 'sam@example.com',
    fullName: 'Sam Carpenter',
    memberId: isPersonalDone ? 'm1' : null,
    tasks: TASK_IDS.map((id) => ({
      id,
      isCompleted: isPersonalDone && id === 'personal-information',
      isSubmitted: false,
    })),
    documents: [],
    draftSteps,
    editing: [],
    documentChanged: [],
    submittedAt: null,
    resubmissionRequired: false,
    changeRequests: [],
    approvedAt: null,
    language: null,
    missingTickets: null,
  };
}

describe("Personal Information's step progress (spec §4)", () => {
  it('is not shown before a step is saved', () => {
    expect(stepProgress(status([]))).toBeUndefined();
  });

  it('counts the saved wizard steps out of 8', () => {
    expect(stepProgress(status(['basic-info', 'address']))).toBe('2 of 8 steps');
  });

  it('ignores ids that are not wizard steps', () => {
    expect(stepProgress(status(['basic-info', 'tax-declaration']))).toBe('1 of 8 steps');
  });

  it('is all 8 once Personal Information is complete', () => {
    expect(stepProgress(status([], true))).toBe('8 of 8 steps');
  });
});
