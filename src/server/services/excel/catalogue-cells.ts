import { countryName } from '../../../shared/countries';
import {
  type AnswerEntry,
  type Catalogue,
  type ExcelColumn,
  entryOf,
  excelColumns,
} from '../../../shared/catalogue/define-catalogue';
import { formatAbn, formatBsb, formatMobile, formatTfn } from '../../../shared/format';
import {
  type CellSource,
  day,
  flag,
  held,
  labelled,
  type MemberCell,
  phone,
  type RawValue,
  secret,
  str,
  text,
} from './cell-kinds';

// A record catalogue's Excel columns (header, width, order), each cell made by the answer's format:
// a date as a date cell, a choice in the form's wording, a secret number opened (the export needs
// them in full), a yes/no answer as Yes or No.

const given = (raw: RawValue, shown: (value: string) => string) =>
  typeof raw === 'string' && raw ? shown(raw) : '';

function cell(entry: AnswerEntry, column: ExcelColumn, source: CellSource): MemberCell {
  const { header, width } = column;
  const format = column.format ?? entry.format;
  if (entry.secret)
    return secret(
      source,
      header,
      width,
      format === 'bsb' ? formatBsb : format === 'tfn' ? formatTfn : undefined,
    );
  if (typeof format === 'object') return labelled(source, format.choice, header, width);
  switch (format) {
    case 'date':
      return day(source, header);
    case 'mobile':
      return { ...text(source, header, width), value: (raw) => formatMobile(str(raw)) };
    case 'phone':
      return phone(source, header, width);
    case 'flag':
      return flag(source, header, width);
    case 'yesNo':
      return flag(source, header, width, (raw) => raw === 'yes');
    case 'file':
      return held(source, header, width);
    case 'country':
      return {
        ...text(source, header, width),
        value: (raw) => given(raw, (c) => `${countryName(c)} (${c})`),
      };
    case 'abn':
      return { ...text(source, header, width), value: (raw) => given(raw, formatAbn) };
    default:
      return text(source, header, width);
  }
}

/** The catalogue's columns, from the table `prefix` names ('m', 'tax', 'sf'), in the catalogue's Excel order. */
export function catalogueCells(catalogue: Catalogue, prefix: 'm' | 'tax' | 'sf'): MemberCell[] {
  return excelColumns(catalogue).map(({ key, column }) => {
    const entry = entryOf(catalogue, key);
    const made = cell(entry, column, (column.source ?? `${prefix}.${key}`) as CellSource);
    return entry.sensitive ? { ...made, sensitive: true } : made;
  });
}
