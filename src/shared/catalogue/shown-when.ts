import { parseTag } from '../tags';
import { type AnswerCondition, type Catalogue, entryOf } from './define-catalogue';

// Whether an answer's row is shown, by its catalogue entry's `shownWhen`: one rule that the PDF,
// HR's detail, the review screen and the view dialogs all apply (a visa's rows for a visa holder,
// the TFN or what was given instead, a fund's details by the choice).

type Values = Partial<Record<string, unknown>>;

/** Whether an answer is given: a flag set ('1', true), a text not blank. */
export function isGiven(catalogue: Catalogue, key: string, values: Values): boolean {
  const value = values[key];
  if (entryOf(catalogue, key).format === 'flag') return parseTag(value);
  return value === true || (typeof value === 'string' && value.trim() !== '');
}

function holds(catalogue: Catalogue, condition: AnswerCondition, values: Values): boolean {
  if ('given' in condition) return isGiven(catalogue, condition.answer, values) === condition.given;
  const value = values[condition.answer];
  const text = typeof value === 'string' ? value : '';
  return 'is' in condition ? condition.is.includes(text) : !condition.isNot.includes(text);
}

/** Whether `key`'s row is shown for these answers. */
export function isShown(catalogue: Catalogue, key: string, values: Values): boolean {
  const when = entryOf(catalogue, key).shownWhen;
  if (when === undefined) return true;
  if (when === 'given') return isGiven(catalogue, key, values);
  const conditions: readonly AnswerCondition[] = 'answer' in when ? [when] : when;
  return conditions.every((c) => holds(catalogue, c, values));
}

/** The keys whose rows are shown, in the order given. */
export const shownKeys = <K extends string>(catalogue: Catalogue, keys: readonly K[], values: Values): K[] =>
  keys.filter((key) => isShown(catalogue, key, values));
