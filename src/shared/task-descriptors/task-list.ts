import { PERSONAL_INFORMATION, SUPERFUND_CHOICE, TAX_DECLARATION } from './form-tasks.ts';
import {
  CONFIDENTIALITY_AGREEMENT,
  MEDICAL_DECLARATION,
  WORKPLACE_BEHAVIOUR,
} from './read-and-sign-tasks.ts';
import type { TaskDescriptor } from './types.ts';

/**
 * Every task, in the order the home lists them and the reports print them (spec §1). A new
 * task is one entry here (docs/how-to-add-a-read-and-sign-task.md); everything else derives
 * from this list (index.ts).
 */
export const TASK_DESCRIPTORS = [
  PERSONAL_INFORMATION,
  WORKPLACE_BEHAVIOUR,
  MEDICAL_DECLARATION,
  TAX_DECLARATION,
  SUPERFUND_CHOICE,
  CONFIDENTIALITY_AGREEMENT,
] as const satisfies readonly TaskDescriptor[];
