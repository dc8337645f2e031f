import { type AnswerFormat, type Catalogue, entryOf } from '../../shared/catalogue/define-catalogue';
import { joinedText, type JoinedLine, sectionParts } from '../../shared/catalogue/combined-rows';
import { isShown, shownKeys } from '../../shared/catalogue/shown-when';
import { choiceLabel, yesNoLabel } from '../../shared/choice-labels';
import { parseTag } from '../../shared/tags';
import { countryName } from '../../shared/countries';
import { formatAbn } from '../../shared/format';
import { maskTfn } from '../../shared/validators/tfn';
import { bsb, formatDay, mobile, NOT_PROVIDED, text } from './member-format';

/** A screen's label and value. */
export type ScreenRow = [label: string, value: string];

/**
 * How a screen shows a contact's phone number: the phone library's formatter (lib/phone-format),
 * passed in by the screens that show one, so that the library stays out of every other screen's
 * scripts (decision 045).
 */
export type PhoneText = (value: unknown) => string;

const shownOr = (value: unknown, show: (v: string) => string): string =>
  typeof value === 'string' && value.trim() ? show(value) || NOT_PROVIDED : NOT_PROVIDED;

/**
 * An answer as the screens show it: the hire's own numbers as they come (in full or masked by the
 * server), but a TFN always masked (DESIGN.md §3.2).
 */
function screenText(format: AnswerFormat | undefined, value: unknown, phone?: PhoneText): string {
  switch (format) {
    case 'date':
      return formatDay(value);
    case 'mobile':
      return mobile(value);
    case 'phone':
      if (!phone) throw new Error('A phone number is shown only by a screen that passes the phone formatter');
      return phone(value);
    case 'bsb':
      return bsb(value);
    case 'tfn':
      return shownOr(value, maskTfn);
    case 'abn':
      return shownOr(value, formatAbn);
    case 'country':
      return shownOr(value, countryName);
    case 'yesNo':
      return yesNoLabel(typeof value === 'string' || typeof value === 'boolean' ? value : '');
    case 'flag':
      // A switch as a row of its own (the VEVO consent): Yes or No, as the documents say it.
      return parseTag(value) ? 'Yes' : 'No';
    case undefined:
    case 'text':
    case 'file':
      return text(value);
    default:
      return shownOr(value, (v) => choiceLabel(format.choice, v));
  }
}

/** One answer's row by the form's wording, as the review screen and the view dialogs show it. */
export const screenRow =
  <C extends Catalogue>(catalogue: C, values: Partial<Record<keyof C, unknown>>, phone?: PhoneText) =>
  (key: keyof C & string): ScreenRow => {
    const entry = entryOf(catalogue, key);
    return [entry.screen ?? entry.label, screenText(entry.format, values[key], phone)];
  };

/** The rows of the answers `keys` that their catalogue entries show for these values, in that order. */
export const shownScreenRows = <C extends Catalogue>(
  catalogue: C,
  keys: readonly (keyof C & string)[],
  values: Partial<Record<keyof C, unknown>>,
  phone?: PhoneText,
): ScreenRow[] => shownKeys(catalogue, keys, values).map(screenRow(catalogue, values, phone));

/** A line joining answers, by the screens' wording ('Street', '12 Example Street'). */
export const lineRow = (line: JoinedLine, values: Record<string, unknown>): ScreenRow => [
  line.screen ?? line.label,
  text(joinedText(line, values)),
];

/**
 * A catalogue section's rows as the review screen and the view dialogs show them: each answer (but
 * a file, and an answer its `shownWhen` hides) by the form's wording, or the line joining it with
 * others, in the catalogue's order.
 */
export function screenRows(
  catalogue: Catalogue,
  section: string,
  values: Record<string, unknown>,
  phone?: PhoneText,
  lines: readonly JoinedLine[] = [],
): ScreenRow[] {
  const answer = screenRow(catalogue, values, phone);
  return sectionParts(catalogue, section, lines)
    .filter((part) => typeof part !== 'string' || entryOf(catalogue, part).format !== 'file')
    .filter((part) => typeof part !== 'string' || isShown(catalogue, part, values))
    .map((part) => (typeof part === 'string' ? answer(part) : lineRow(part, values)));
}
