// The onboarding tasks and the eight personal-information wizard steps (spec §1, §2); each task
// is its descriptor (task-descriptors/), and the routes are in routes.ts. Ids are the spec's ids
// and are used unchanged in URLs and the database.
import { TASK_DESCRIPTORS } from './task-descriptors/index.ts';

export type { TaskDescriptor as TaskDefinition } from './task-descriptors/index.ts';

export const TASKS = TASK_DESCRIPTORS;

export type TaskId = (typeof TASKS)[number]['id'];
export type Task = (typeof TASKS)[number];

export const TASK_IDS: readonly TaskId[] = TASKS.map((task) => task.id);

export function isTaskId(value: string): value is TaskId {
  return (TASK_IDS as readonly string[]).includes(value);
}

export function taskById(id: TaskId): Task;
export function taskById(id: string): Task | undefined;
export function taskById(id: string): Task | undefined {
  return TASKS.find((task) => task.id === id);
}

export interface WizardStepDefinition {
  readonly id: string;
  readonly route: string;
  /** The screen heading, as displayed (spec §2). */
  readonly title: string;
  readonly subtitle?: string;
  /** 1-based; every screen shows 'Step N of 8' (DESIGN §3.5). */
  readonly stepNumber: number;
}

export const WIZARD_STEPS = [
  {
    id: 'basic-info',
    route: '/basic-info',
    title: 'BASIC INFORMATION',
    subtitle: 'Tell us about yourself',
    stepNumber: 1,
  },
  {
    id: 'address',
    route: '/address',
    title: 'ADDRESS',
    subtitle: 'Please enter your residential address',
    stepNumber: 2,
  },
  { id: 'emergency-contact', route: '/emergency-contact', title: 'EMERGENCY CONTACTS', stepNumber: 3 },
  { id: 'personal-status', route: '/personal-status', title: 'PERSONAL STATUS', stepNumber: 4 },
  { id: 'card-details', route: '/card-details', title: 'CARD DETAILS', stepNumber: 5 },
  { id: 'bank-details', route: '/bank-details', title: 'BANK DETAILS', stepNumber: 6 },
  { id: 'position-details', route: '/position-details', title: 'POSITION DETAILS', stepNumber: 7 },
  { id: 'confirmation', route: '/confirmation', title: 'Confirm and Submit', stepNumber: 8 },
] as const satisfies readonly WizardStepDefinition[];

export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export function wizardStepById(id: WizardStepId): WizardStep;
export function wizardStepById(id: string): WizardStep | undefined;
export function wizardStepById(id: string): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => step.id === id);
}
