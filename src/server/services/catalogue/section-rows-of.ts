import { type Catalogue, entryOf, sectionKeys } from '../../../shared/catalogue/define-catalogue';
import { documentText } from './answer-text';

/** A label and its value; a blank or missing value reads 'Not provided' wherever it is shown. */
export type FieldRow = [label: string, value: string | undefined];

/** One answer's row, by its row label, as the PDF and HR's detail show it. */
export const answerRow =
  <C extends Catalogue>(catalogue: C, values: Partial<Record<keyof C, unknown>>) =>
  (key: keyof C & string): FieldRow => {
    const entry = entryOf(catalogue, key);
    const value = values[key];
    return [entry.row ?? entry.label, documentText(entry, typeof value === 'string' ? value : '')];
  };

/**
 * A section's rows as the PDF and HR's detail show them: each answer of the section (but a file,
 * which is drawn, not written) by its row label, in the catalogue's order.
 */
export function sectionRows<C extends Catalogue>(
  catalogue: C,
  section: string,
  values: Partial<Record<keyof C, unknown>>,
): FieldRow[] {
  return sectionKeys(catalogue, section)
    .filter((key) => entryOf(catalogue, key).format !== 'file')
    .map(answerRow(catalogue, values));
}
