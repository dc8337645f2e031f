import { itemParts } from '../../shared/catalogue/combined-rows';
import { entryOf, sectionKeys } from '../../shared/catalogue/define-catalogue';
import { PERSONAL_INFORMATION, PERSONAL_STATUS } from '../../shared/catalogue/personal-information';
import {
  ADDRESS_LINE,
  EMERGENCY_CONTACTS,
  PERSONAL_INFORMATION_LINES,
} from '../../shared/catalogue/personal-lines';
import {
  lineRow,
  type PhoneText,
  type ScreenRow,
  screenRow,
  screenRows,
  shownScreenRows,
} from './catalogue-rows';
import { parseTag } from '../../shared/tags';
import { NOT_PROVIDED } from './member-format';

// The Personal Information rows that combine or choose answers, worded by the catalogue: the
// review screen and the home screen's view dialog show them alike.

type Values = Record<string, unknown>;

/** A section's rows on the screens, a joined line (the street) in the place of its answers. */
export const personalRows = (section: string, v: Values, phone?: PhoneText): ScreenRow[] =>
  screenRows(PERSONAL_INFORMATION, section, v, phone, PERSONAL_INFORMATION_LINES);

/** The whole address on one line, as the view dialog shows it. */
export const addressLineRow = (v: Values): ScreenRow => lineRow(ADDRESS_LINE, v);

const STATUS_KEYS = sectionKeys(PERSONAL_INFORMATION, PERSONAL_STATUS);
/** The status flags (the tags); the VEVO consent is the visa's, on a row of its own. */
const isFlag = (key: string) => entryOf(PERSONAL_INFORMATION, key).format === 'flag' && key !== 'vevoConsent';
const FLAG_KEYS = STATUS_KEYS.filter(isFlag);
const VISA_KEYS = STATUS_KEYS.filter((key) => !isFlag(key));

/** A visa holder's visa (by the catalogue's rule): its number (as the server sends it), expiry, subclass and conditions. */
export const visaRows = (v: Values): ScreenRow[] => shownScreenRows(PERSONAL_INFORMATION, VISA_KEYS, v);

/** The flags set, on one line ('Single Parent, Visa Citizen'), then a visa holder's visa. */
export const statusRows = (v: Values): ScreenRow[] => {
  const set = FLAG_KEYS.filter((key) => parseTag(v[key])).map(
    (key) => entryOf(PERSONAL_INFORMATION, key).label,
  );
  return [['Status', set.length ? set.join(', ') : NOT_PROVIDED], ...visaRows(v)];
};

/** Each emergency contact under its title ('Primary'), each part by its wording ('Name', 'Mobile'). */
export const contactItems = (v: Values, phone: PhoneText): { title: string; rows: ScreenRow[] }[] =>
  EMERGENCY_CONTACTS.items.map((item) => ({
    title: item.title,
    rows: itemParts(EMERGENCY_CONTACTS, item).map(([part, key]): ScreenRow => [
      EMERGENCY_CONTACTS.parts[part],
      screenRow(PERSONAL_INFORMATION, v, phone)(key)[1],
    ]),
  }));

/** The contacts in one list, each led by its title ('Primary contact', then 'Mobile', 'Relationship'). */
export const contactRows = (v: Values, phone: PhoneText): ScreenRow[] =>
  contactItems(v, phone).flatMap(({ title, rows }) =>
    rows.map(([label, value], i): ScreenRow => [
      i === 0 ? `${title} ${EMERGENCY_CONTACTS.noun}` : label,
      value,
    ]),
  );
