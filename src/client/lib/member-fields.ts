import { PERSONAL_STATUS_TAG_LABELS, PERSONAL_STATUS_TAGS } from '../../shared/choice-labels';
import type { PersonalStatus } from '../../shared/schemas/personal-status';

/** The personal-status tags with their labels (the shared wording), in the order the wizard asks. */
export const TAGS = PERSONAL_STATUS_TAGS.map(
  (tag) => [tag, PERSONAL_STATUS_TAG_LABELS[tag]] as const,
) satisfies readonly (readonly [keyof PersonalStatus, string])[];
