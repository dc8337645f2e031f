import {
  type AnswerFormat,
  type Catalogue,
  entryOf,
  sectionKeys,
} from '../../shared/catalogue/define-catalogue';
import { bsb, formatDay, mobile, text } from './member-format';
import { phone } from './phone-format';

/** A screen's label and value. */
export type ScreenRow = [label: string, value: string];

/** An answer as the screens show it: the hire's own numbers as they come (in full or masked by the server). */
function screenText(format: AnswerFormat | undefined, value: unknown): string {
  switch (format) {
    case 'date':
      return formatDay(value);
    case 'mobile':
      return mobile(value);
    case 'phone':
      return phone(value);
    case 'bsb':
      return bsb(value);
    default:
      return text(value);
  }
}

/**
 * A catalogue section's rows as the review screen and the view dialogs show them: each answer
 * (but a file) by the form's wording, in the catalogue's order.
 */
export function screenRows(
  catalogue: Catalogue,
  section: string,
  values: Record<string, unknown>,
): ScreenRow[] {
  return sectionKeys(catalogue, section)
    .map((key) => [key, entryOf(catalogue, key)] as const)
    .filter(([, entry]) => entry.format !== 'file')
    .map(([key, entry]) => [entry.screen ?? entry.label, screenText(entry.format, values[key])]);
}
