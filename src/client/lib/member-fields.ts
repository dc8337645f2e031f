import { PERSONAL_STATUS_TAG_LABELS, PERSONAL_STATUS_TAGS } from '../../shared/choice-labels';
import type { PersonalStatus } from '../../shared/schemas/personal-status';

/**
 * Why the sensitive statuses are asked (they are optional and never decide an application), and
 * who sees them: racial or ethnic origin and disability are sensitive information (Privacy Act
 * 1988 s 6), shown to HR and to recipients of health information only (issue 42 item 3).
 */
export const TAG_NOTES: Partial<Record<keyof PersonalStatus, string>> = {
  tagAboriginal:
    'Optional. Asked so we can offer support programs for Aboriginal and Torres Strait Islander workers. ' +
    'Only HR sees it; payroll does not.',
  tagSingleParent: 'Optional. Asked so rosters can take your family into account.',
  tagDisabled:
    'Optional. Asked so we can make reasonable adjustments for you at work. Only HR sees it; payroll does not.',
};

/** The personal-status tags with their labels (the shared wording), in the order the wizard asks. */
export const TAGS = PERSONAL_STATUS_TAGS.map(
  (tag) => [tag, PERSONAL_STATUS_TAG_LABELS[tag]] as const,
) satisfies readonly (readonly [keyof PersonalStatus, string])[];
