import { useTranslation } from 'react-i18next';
import type { LicenceAnswer } from '../../../../shared/answers/licences';
import { itemParts, joinedText, sectionParts } from '../../../../shared/catalogue/combined-rows';
import { entryOf, sectionKeys } from '../../../../shared/catalogue/define-catalogue';
import {
  ADDRESS,
  BANK_DETAILS,
  EMPLOYMENT_DETAILS,
  PERSONAL_DETAILS,
  PERSONAL_INFORMATION,
  PERSONAL_STATUS,
  type PersonalInformationKey,
} from '../../../../shared/catalogue/personal-information';
import { EMERGENCY_CONTACTS, PERSONAL_INFORMATION_LINES } from '../../../../shared/catalogue/personal-lines';
import { isShown } from '../../../../shared/catalogue/shown-when';
import { PERSONAL_STATUS_TAGS } from '../../../../shared/choice-labels';
import { formatBsb, formatMobile } from '../../../../shared/format';
import { parseTag } from '../../../../shared/tags';
import type { WizardStepId } from '../../../../shared/tasks';
import type { DetailRow } from '../../../components/ui/detail-list';
import { screenRows } from '../../../lib/catalogue-rows';
import { useChoiceWords } from '../../../lib/choice-words';
import { licenceRows } from '../../../lib/licences';
import { contactRows, personalRows, statusRows } from '../../../lib/personal-rows';
import { phone } from '../../../lib/phone-format';
import { useDayText } from '../day-text';
import { useLicenceLine } from '../licence-line';

type Values = Record<string, unknown>;
type Rows = (v: Values, licences: readonly LicenceAnswer[]) => DetailRow[];

/** The review's sections in the wizard's order, each with its step. */
export const REVIEW_STEPS = [
  'basic-info',
  'address',
  'emergency-contact',
  'personal-status',
  'card-details',
  'bank-details',
  'position-details',
] as const satisfies readonly WizardStepId[];
export type ReviewStep = (typeof REVIEW_STEPS)[number];

/** The rows in English: the shared rows the home's view dialog shows too (lib/personal-rows). */
const ENGLISH: Record<ReviewStep, Rows> = {
  'basic-info': (v) => screenRows(PERSONAL_INFORMATION, PERSONAL_DETAILS, v, phone),
  address: (v) => personalRows(ADDRESS, v),
  'emergency-contact': (v) => contactRows(v, phone),
  'personal-status': statusRows,
  'card-details': (_v, licences) => licenceRows(licences),
  'bank-details': (v) => screenRows(PERSONAL_INFORMATION, BANK_DETAILS, v, phone),
  'position-details': (v) => screenRows(PERSONAL_INFORMATION, EMPLOYMENT_DETAILS, v, phone),
};

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * What each step holds, as the new hire checks it before initialling, in the language shown:
 * the same rows as in English (the catalogue's order and `shownWhen`), each label by its key
 * ('wizard:review.labels.<answer>') and each choice by the hire's words; what the hire typed is
 * shown as typed. English is the shared rows, word for word.
 */
export function useReviewRows(): Record<ReviewStep, Rows> {
  const { t, i18n } = useTranslation('wizard');
  const words = useChoiceWords();
  const day = useDayText();
  const licenceLine = useLicenceLine();
  if (i18n.language === 'en') return ENGLISH;

  const notProvided = t('review.notProvided');
  const or = (value: unknown, show: (v: string) => string) =>
    blank(value) ? notProvided : show(String(value).trim()) || notProvided;

  /** An answer's value, as the review shows it. */
  const valueOf = (key: PersonalInformationKey, value: unknown): string => {
    if (key === 'gender') return or(value, words.gender);
    if (key === 'addrsState' || key === 'postalState') return or(value, words.state);
    if (key.startsWith('emergencyContactRelationship')) return or(value, words.relationship);
    switch (entryOf(PERSONAL_INFORMATION, key).format) {
      case 'date':
        return day(value);
      case 'mobile':
        return or(value, formatMobile);
      case 'phone':
        return blank(value) ? notProvided : phone(value);
      case 'bsb':
        return or(value, formatBsb);
      case 'country':
        return or(value, words.country);
      case 'flag':
        return words.yesNo(parseTag(value));
      default:
        return or(value, (v) => v);
    }
  };
  const row =
    (v: Values) =>
    (key: PersonalInformationKey): DetailRow => [t(`review.labels.${key}`), valueOf(key, v[key])];

  /** A catalogue section's rows (but files), a joined line (the street) in the place of its answers. */
  const sectionRows = (section: string, v: Values): DetailRow[] =>
    sectionParts(PERSONAL_INFORMATION, section, PERSONAL_INFORMATION_LINES)
      .filter((part) => typeof part !== 'string' || entryOf(PERSONAL_INFORMATION, part).format !== 'file')
      .filter((part) => typeof part !== 'string' || isShown(PERSONAL_INFORMATION, part, v))
      .map((part) =>
        typeof part === 'string'
          ? row(v)(part as PersonalInformationKey)
          : [t('review.labels.street'), joinedText(part, v) || notProvided],
      );

  const statusKeys = sectionKeys(PERSONAL_INFORMATION, PERSONAL_STATUS) as PersonalInformationKey[];
  const isTag = (key: string) => (PERSONAL_STATUS_TAGS as readonly string[]).includes(key);

  return {
    'basic-info': (v) => sectionRows(PERSONAL_DETAILS, v),
    address: (v) => sectionRows(ADDRESS, v),
    'emergency-contact': (v) =>
      EMERGENCY_CONTACTS.items.flatMap((item, n) =>
        itemParts(EMERGENCY_CONTACTS, item).map(([part, key], i): DetailRow => [
          i === 0
            ? t(n === 0 ? 'review.contacts.primary' : 'review.contacts.secondary')
            : t(`review.contacts.${part as 'mobile' | 'relationship'}`),
          valueOf(key, v[key]),
        ]),
      ),
    'personal-status': (v) => {
      const set = PERSONAL_STATUS_TAGS.filter((tag) => parseTag(v[tag])).map(words.statusTag);
      return [
        [t('review.status'), set.length ? set.join(t('review.listSeparator')) : notProvided],
        ...statusKeys.filter((key) => !isTag(key) && isShown(PERSONAL_INFORMATION, key, v)).map(row(v)),
      ];
    },
    'card-details': (_v, licences) =>
      licences.length === 0
        ? [[t('review.licences'), t('review.noLicences')]]
        : licences.map((l): DetailRow => [words.licenceKind(l.kind), licenceLine(l)]),
    'bank-details': (v) => sectionRows(BANK_DETAILS, v),
    'position-details': (v) => sectionRows(EMPLOYMENT_DETAILS, v),
  };
}
