import { type Catalogue, sectionKeys } from './define-catalogue';

// Rows that are more than one answer, as catalogue data: a line joining answers (the street, the
// whole address) and a group of answers asked more than once (the emergency contacts). The PDF,
// HR's detail, the review screen and the view dialog read them alike.

type Values = Partial<Record<string, unknown>>;

/** A line joining answers (or other lines) into one: the street ('12 Example Street'). */
export interface JoinedLine<K extends string = string> {
  readonly section: string;
  /** Its row label in the PDF and HR's detail. */
  readonly label: string;
  /** The screens' wording, where it differs. */
  readonly screen?: string;
  /** The answers (or lines) joined, in order; a blank one is left out. */
  readonly join: readonly (K | JoinedLine<K>)[];
  readonly separator: string;
}

/** Answers asked more than once, each time with the same parts (an emergency contact). */
export interface RepeatedGroup<K extends string = string, P extends string = string> {
  readonly section: string;
  /** What one item is ('contact'). */
  readonly noun: string;
  /** Each part's wording on the screens ('Name'), in the order shown. */
  readonly parts: { readonly [Q in P]: string };
  /** The part whose answer makes an item given ('name'): an item without it is not shown in documents. */
  readonly givenBy: P;
  /** How a document writes an item on one line: each `{part}` is its answer as documents show it. */
  readonly line: string;
  /** Each item: its title on the screens ('Primary') and its answer for each part. */
  readonly items: readonly ({ readonly title: string } & { readonly [Q in P]: K })[];
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The answers a line joins, through the lines it joins. */
export const lineKeys = <K extends string>(line: JoinedLine<K>): K[] =>
  line.join.flatMap((part) => (typeof part === 'string' ? [part] : lineKeys(part)));

/** A line's text: its answers (and lines) not blank, joined by its separator. */
export function joinedText(line: JoinedLine, values: Values): string {
  return line.join
    .map((part) => (typeof part === 'string' ? trimmed(values[part]) : joinedText(part, values)))
    .filter(Boolean)
    .join(line.separator);
}

/**
 * A section's rows in the catalogue's order: each answer, or the line joining it with others (in
 * the place of the line's first answer).
 */
export function sectionParts(
  catalogue: Catalogue,
  section: string,
  lines: readonly JoinedLine[] = [],
): (string | JoinedLine)[] {
  return sectionKeys(catalogue, section).flatMap((key): (string | JoinedLine)[] => {
    const line = lines.find((l) => lineKeys(l).includes(key));
    if (!line) return [key];
    return lineKeys(line)[0] === key ? [line] : [];
  });
}

/** The items whose `givenBy` part is answered, in order. */
export const givenItems = <K extends string, P extends string>(group: RepeatedGroup<K, P>, values: Values) =>
  group.items.filter((item) => trimmed(values[item[group.givenBy]]) !== '');

/** Each item's parts, as `[part, key]`, in the group's order. */
export const itemParts = <K extends string, P extends string>(
  group: RepeatedGroup<K, P>,
  item: RepeatedGroup<K, P>['items'][number],
): [part: P, key: K][] => (Object.keys(group.parts) as P[]).map((part) => [part, item[part]]);
