import { joinedText, type JoinedLine, sectionParts } from '../../../shared/catalogue/combined-rows';
import { type Catalogue, entryOf } from '../../../shared/catalogue/define-catalogue';
import { isShown, shownKeys } from '../../../shared/catalogue/shown-when';
import { documentText } from './answer-text';

/** A label and its value; a blank or missing value reads 'Not provided' wherever it is shown. */
export type FieldRow = [label: string, value: string | undefined];

type Values<C extends Catalogue> = Partial<Record<keyof C, unknown>>;

export interface RowOptions {
  /**
   * A blank answer is no value (null: 'Not provided'), not its format's or mask's text of a blank
   * (HR's detail names a visa holder's missing visa answers so).
   */
  readonly blankAsNull?: true;
  /** Lines shown in the place of the answers they join (the street). */
  readonly lines?: readonly JoinedLine[];
  /**
   * false: the catalogue's `sensitive` answers (health, racial or ethnic origin, union membership)
   * are left out, for a reader not shown them (issue 42 item 3).
   */
  readonly sensitive?: boolean;
}

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? 'yes' : 'no') : '';

/** One answer's row, by its row label, as the PDF and HR's detail show it. */
export const answerRow =
  <C extends Catalogue>(catalogue: C, values: Values<C>, options: RowOptions = {}) =>
  (key: keyof C & string): FieldRow => {
    const entry = entryOf(catalogue, key);
    const value = textOf(values[key]);
    const blank = options.blankAsNull && value.trim() === '';
    return [entry.row ?? entry.label, blank ? undefined : documentText(entry, value)];
  };

/** The rows of the answers `keys` that their catalogue entries show for these values, in that order. */
export const shownRows = <C extends Catalogue>(
  catalogue: C,
  keys: readonly (keyof C & string)[],
  values: Values<C>,
  options: RowOptions = {},
): FieldRow[] => shownKeys(catalogue, keys, values).map(answerRow(catalogue, values, options));

/**
 * A section's rows as the PDF and HR's detail show them: each answer of the section (but a file,
 * which is drawn, not written, and an answer its `shownWhen` hides) by its row label, or the line
 * joining it with others, in the catalogue's order.
 */
export function sectionRows<C extends Catalogue>(
  catalogue: C,
  section: string,
  values: Values<C>,
  options: RowOptions = {},
): FieldRow[] {
  const answer = answerRow(catalogue, values, options);
  return sectionParts(catalogue, section, options.lines)
    .filter((part) => typeof part !== 'string' || entryOf(catalogue, part).format !== 'file')
    .filter((part) => typeof part !== 'string' || isShown(catalogue, part, values))
    .filter(
      (part) =>
        options.sensitive !== false || typeof part !== 'string' || !entryOf(catalogue, part).sensitive,
    )
    .map((part) => (typeof part === 'string' ? answer(part) : [part.label, joinedText(part, values)]));
}
