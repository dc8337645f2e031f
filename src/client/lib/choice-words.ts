import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSONAL_STATUS_TAGS, type PersonalStatusTag } from '../../shared/choice-labels';
import { COUNTRIES, countryName } from '../../shared/countries';
import { AU_STATES, type AuState } from '../../shared/au-states';
import { LICENCE_GROUP_LABELS, LICENCE_KIND_CODES, type LicenceGroup } from '../../shared/licence-kinds';
import type english from '../../shared/locales/en/wizard.json';
import type { Gender } from '../../shared/schemas/basic-info';
import type { Relationship } from '../../shared/schemas/emergency-contact';
import { useLocale } from './language';

// The choices a hire picks from, in the language shown (issue 43 item 4): the stored value stays
// the English one (the PDF, the exports and HR's screens read it), and only what the hire reads is
// translated, by key ('wizard:choices.<group>.<key>'). Country names come from the browser's own
// Intl.DisplayNames in the hire's locale rather than from a table of our own.

/** A gender's stored value and its message key. */
export const GENDER_KEYS = {
  Male: 'male',
  Female: 'female',
  'Intersex, indeterminate or unspecified': 'intersex',
  'Not stated': 'notStated',
} as const satisfies Record<Gender, string>;

/** A relationship's stored value and its message key. */
export const RELATIONSHIP_KEYS = {
  Spouse: 'spouse',
  Parent: 'parent',
  Sibling: 'sibling',
  Child: 'child',
  Partner: 'partner',
  Friend: 'friend',
  'Other Family Member': 'otherFamilyMember',
  Colleague: 'colleague',
} as const satisfies Record<Relationship, string>;

const has = <K extends string>(record: Readonly<Record<K, unknown>>, value: string): value is K =>
  Object.hasOwn(record, value);

const isState = (value: string): value is AuState => (AU_STATES as readonly string[]).includes(value);
const isTag = (value: string): value is PersonalStatusTag =>
  (PERSONAL_STATUS_TAGS as readonly string[]).includes(value);
/** A kind's code (a high-risk licence's is typed as any string by its builder). */
type LicenceKindKey = keyof typeof english.choices.licenceKind;
const isLicenceKind = (value: string): value is LicenceKindKey =>
  (LICENCE_KIND_CODES as readonly string[]).includes(value);

/** A country's name in `locale` by the browser's own names; English (and an old browser) reads ours. */
function regionNames(locale: string): ((code: string) => string) | null {
  if (locale.startsWith('en') || typeof Intl.DisplayNames !== 'function') return null;
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    return (code) => names.of(code) ?? countryName(code);
  } catch {
    return null;
  }
}

export interface ChoiceWords {
  gender(value: string): string;
  relationship(value: string): string;
  /** A state's code as the hire reads it ('NSW' in English). */
  state(value: string): string;
  statusTag(tag: PersonalStatusTag): string;
  licenceKind(code: string): string;
  licenceGroup(group: LicenceGroup): string;
  yesNo(value: boolean): string;
  country(code: string): string;
  /** Every country as a select's option, by its name in the language shown. */
  countryOptions(): { value: string; label: string }[];
}

/** The words of the hire's choices in the language shown; a value that is no known choice reads as stored. */
export function useChoiceWords(): ChoiceWords {
  const { t } = useTranslation('wizard');
  const locale = useLocale();
  return useMemo(() => {
    const region = regionNames(locale);
    const country = (code: string) => (region ? region(code) : countryName(code));
    return {
      gender: (value) => (has(GENDER_KEYS, value) ? t(`choices.gender.${GENDER_KEYS[value]}`) : value),
      relationship: (value) =>
        has(RELATIONSHIP_KEYS, value) ? t(`choices.relationship.${RELATIONSHIP_KEYS[value]}`) : value,
      state: (value) => (isState(value) ? t(`choices.state.${value}`) : value),
      statusTag: (tag) => (isTag(tag) ? t(`choices.statusTag.${tag}`) : tag),
      licenceKind: (code) => (isLicenceKind(code) ? t(`choices.licenceKind.${code}`) : code),
      licenceGroup: (group) =>
        has(LICENCE_GROUP_LABELS, group) ? t(`choices.licenceGroup.${group}`) : group,
      yesNo: (value) => t(value ? 'choices.yes' : 'choices.no'),
      country,
      countryOptions: () => {
        const options = COUNTRIES.map((c) => ({ value: c.code, label: country(c.code) }));
        if (!region) return options;
        const collator = new Intl.Collator(locale);
        return options.sort((a, b) => collator.compare(a.label, b.label));
      },
    };
  }, [t, locale]);
}
