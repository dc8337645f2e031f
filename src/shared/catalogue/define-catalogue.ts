// A record's catalogue: each of its answers once, with everything the outputs need to show it
// (docs/decisions/051-record-catalogues.md). The review screen, the view dialogs, the PDF and HR's
// rows, the Excel columns, the change list and the secret-field lists are derived from it.
// Plain data, zod-free: the browser, the PDF worker and the Excel thread all load it.

/** How an answer's value reads (the outputs each turn a format into their own words). */
export type AnswerFormat =
  | 'text'
  | 'date'
  | 'mobile'
  | 'phone'
  | 'bsb'
  | 'abn'
  | 'tfn'
  | 'country'
  | 'yesNo'
  | 'flag'
  | 'file'
  | { readonly choice: Readonly<Record<string, string>> };

/** How a secret number is masked: '•••-000', '••••5678', '••••567', '••• ••• 782'. */
export type MaskKind = 'bsb' | 'account' | 'visa' | 'tfn';

/**
 * A rule on an answer of the same record: `given` (a flag set, a text not blank) or not, or its
 * value one of `is`, or none of `isNot`.
 */
export type AnswerCondition<K extends string = string> =
  | { readonly answer: K; readonly given: boolean }
  | { readonly answer: K; readonly is: readonly string[] }
  | { readonly answer: K; readonly isNot: readonly string[] };

/** When an answer's row is shown: 'given' (the answer itself is), or every condition holds. */
export type ShownWhen<K extends string = string> =
  'given' | AnswerCondition<K> | readonly AnswerCondition<K>[];

/** One Excel column of the answer; `order` places it elsewhere than the catalogue's order. */
export interface ExcelColumn {
  readonly header: string;
  readonly width?: number;
  readonly format?: AnswerFormat;
  readonly order?: number;
  /** A computed source in place of the answer's own column ('calc.superTaxFileNumber'). */
  readonly source?: string;
}

export interface AnswerEntry {
  /** The heading it is shown under in the PDF and HR's detail. */
  readonly section: string;
  /** The one wording for reports: the change list, the audit log, the reveal. */
  readonly label: string;
  /** The PDF's and HR's row label, where it differs from `label`. */
  readonly row?: string;
  /** The form's and the review screen's wording, where the spec's screen differs. */
  readonly screen?: string;
  readonly format?: AnswerFormat;
  /** Encrypted at rest, masked on screens and documents, redacted from logs; `reveal`: payroll may show it. */
  readonly secret?: { readonly mask: MaskKind; readonly reveal?: true };
  /** Health or other sensitive information (Privacy Act 1988 s 6). */
  readonly sensitive?: 'health' | 'sensitive';
  readonly excel?: ExcelColumn | readonly ExcelColumn[];
  /** false: never listed as a change (the email, which moves an application instead). */
  readonly changes?: false;
  /** Told changed without its values ('Profile photo replaced'). */
  readonly withoutValues?: true;
  /**
   * Its row is shown only when this holds, in every output that shows rows (the PDF, HR's detail,
   * the review screen, the view dialogs); the Excel columns and the change list keep it.
   */
  readonly shownWhen?: ShownWhen;
  /** A licence's expiry: the answer that holds it (shown with the number, not on its own row). */
  readonly expiry?: string;
}

export type Catalogue<K extends string = string> = { readonly [P in K]: AnswerEntry };

/** The answers an entry names (its conditions, its expiry) are answers of the same catalogue. */
type Links<K extends string> = { readonly shownWhen?: ShownWhen<K>; readonly expiry?: K };

/**
 * A catalogue for the answers `K` (a step schema's keys): a missing or misspelt key fails to compile,
 * and so does a condition or an expiry naming no answer of it.
 * `defineCatalogue<keyof Values>()({ ... })`.
 */
export const defineCatalogue =
  <K extends string>() =>
  <const C extends Catalogue<K>>(
    entries: C & Record<Exclude<keyof C, K>, never> & { readonly [P in keyof C]: Links<K> },
  ): C =>
    entries;

/** One answer's entry (every key of a catalogue has one). */
export const entryOf = (c: Catalogue, key: string) => c[key] as AnswerEntry;

/** The keys of a catalogue, in its order. */
export const catalogueKeys = <C extends Catalogue>(c: C) => Object.keys(c) as (keyof C & string)[];

export type SecretKey<C> = { [K in keyof C]: C[K] extends { secret: object } ? K : never }[keyof C] & string;
export type RevealKey<C> = {
  [K in keyof C]: C[K] extends { secret: { reveal: true } } ? K : never;
}[keyof C] &
  string;
export type SectionKey<C, S extends string> = {
  [K in keyof C]: C[K] extends { section: S } ? K : never;
}[keyof C] &
  string;

/** The answers that are health or other sensitive information (`sensitive`). */
export type SensitiveKey<C> = {
  [K in keyof C]: C[K] extends { sensitive: string } ? K : never;
}[keyof C] &
  string;

export const sensitiveKeys = <C extends Catalogue>(c: C) =>
  catalogueKeys(c).filter((k) => entryOf(c, k).sensitive) as SensitiveKey<C>[];

export const secretKeys = <C extends Catalogue>(c: C) =>
  catalogueKeys(c).filter((k) => entryOf(c, k).secret) as SecretKey<C>[];

export const revealKeys = <C extends Catalogue>(c: C) =>
  catalogueKeys(c).filter((k) => entryOf(c, k).secret?.reveal) as RevealKey<C>[];

export const sectionKeys = <C extends Catalogue, S extends string>(c: C, section: S) =>
  catalogueKeys(c).filter((k) => entryOf(c, k).section === section) as SectionKey<C, S>[];

/** Each answer's report wording, by key. */
export const labelsOf = <C extends Catalogue>(c: C) =>
  Object.fromEntries(catalogueKeys(c).map((k) => [k, entryOf(c, k).label])) as {
    readonly [K in keyof C]: string;
  };

/** The columns an answer fills, in the Excel order the catalogue gives. */
export function excelColumns<C extends Catalogue>(c: C): { key: keyof C & string; column: ExcelColumn }[] {
  return catalogueKeys(c)
    .flatMap((key, index) => {
      const excel = entryOf(c, key).excel;
      const columns: readonly ExcelColumn[] = excel === undefined ? [] : 'header' in excel ? [excel] : excel;
      return columns.map((column) => ({ key, column, order: column.order ?? index }));
    })
    .sort((a, b) => a.order - b.order)
    .map(({ key, column }) => ({ key, column }));
}
