import type { CardDetails } from '../../shared/schemas/card-details';
import type { PersonalStatus } from '../../shared/schemas/personal-status';

/** The personal-status tags with their labels, in the order the wizard asks and the view shows. */
/** Why the sensitive statuses are asked (they are optional and never decide an application). */
export const TAG_NOTES: Partial<Record<keyof PersonalStatus, string>> = {
  tagAboriginal:
    'Optional. Asked so we can offer support programs for Aboriginal and Torres Strait Islander workers.',
  tagSingleParent: 'Optional. Asked so rosters can take your family into account.',
  tagDisabled: 'Optional. Asked so we can make reasonable adjustments for you at work.',
};

export const TAGS = [
  ['tagAboriginal', 'Aboriginal'],
  ['tagSingleParent', 'Single Parent'],
  ['tagDisabled', 'Disabled'],
  ['tagAustralianCitizen', 'Australian Citizen'],
  ['tagVisaCitizen', 'Visa Citizen'],
] as const satisfies readonly (readonly [keyof PersonalStatus, string])[];

/** The cards with their labels, in the order the wizard asks and the view shows. */
export const CARDS = [
  ['cardRedCard', 'Red Card'],
  ['cardWhiteCard', 'White Card'],
  ['cardIncolink', 'Incolink Card'],
  ['cardCbus', 'Cbus Card'],
  ['cardUnion', 'Union Card'],
  ['cardTrafficController', 'Traffic Controller Card'],
] as const satisfies readonly (readonly [keyof CardDetails, string])[];
