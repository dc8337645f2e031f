import { describe, expect, it } from 'vitest';
import { TASKS, taskById, WIZARD_STEPS, wizardStepById } from '../../src/shared/tasks';

describe('tasks and wizard steps', () => {
  it('lists the six tasks in the spec order with their titles', () => {
    expect(TASKS.map((task) => [task.id, task.title])).toEqual([
      ['personal-information', 'Personal Information'],
      ['workplace-behaviour', 'Workplace Behaviour Policy'],
      ['medical-declaration', 'Medical Declaration Form'],
      ['tax-declaration', 'Tax Declaration Form'],
      ['superfund-choice', 'Choice Of SuperFund'],
      ['confidentiality-agreement', 'Confidentiality Agreement'],
    ]);
    expect(TASKS.filter((task) => 'isPersonalInfo' in task).map((task) => task.id)).toEqual([
      'personal-information',
    ]);
  });

  it('finds a task by id', () => {
    expect(taskById('superfund-choice').route).toBe('/superfund-choice');
    expect(taskById('nope')).toBeUndefined();
  });

  it('numbers the eight wizard steps 1 to 8, each at its own route', () => {
    expect(WIZARD_STEPS.map((step) => step.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const step of WIZARD_STEPS) expect(step.route).toBe(`/${step.id}`);
    expect(wizardStepById('confirmation').title).toBe('Confirm and Submit');
  });
});
