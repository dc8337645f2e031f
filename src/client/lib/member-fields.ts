import { PERSONAL_STATUS_TAG_LABELS, PERSONAL_STATUS_TAGS } from '../../shared/choice-labels';
import type { PersonalStatus } from '../../shared/schemas/personal-status';

/** Why the sensitive statuses are asked (they are optional and never decide an application). */
export const TAG_NOTES: Partial<Record<keyof PersonalStatus, string>> = {
  tagAboriginal:
    'Optional. Asked so we can offer support programs for Aboriginal and Torres Strait Islander workers.',
  tagSingleParent: 'Optional. Asked so rosters can take your family into account.',
  tagDisabled: 'Optional. Asked so we can make reasonable adjustments for you at work.',
};

/** The personal-status tags with their labels (the shared wording), in the order the wizard asks. */
export const TAGS = PERSONAL_STATUS_TAGS.map(
  (tag) => [tag, PERSONAL_STATUS_TAG_LABELS[tag]] as const,
) satisfies readonly (readonly [keyof PersonalStatus, string])[];
