import { z } from 'zod/mini';
import { type Catalogue, catalogueKeys, entryOf } from '../catalogue/define-catalogue';
import { YES_NO } from '../choice-labels';

type Enum<V extends string> = z.ZodMiniEnum<{ [X in V]: X }>;

/** An answer's type as its record's catalogue says it: yes/no, one of its choices, or text. */
type AnswerType<E> = E extends { format: 'yesNo' }
  ? Enum<(typeof YES_NO)[number]>
  : E extends { format: { choice: Readonly<Record<infer V extends string, string>> } }
    ? Enum<V>
    : z.ZodMiniString<string>;

export type RecordShape<C extends Catalogue, O> = {
  [K in Exclude<keyof C, keyof O>]: AnswerType<C[K]>;
} & O;

/**
 * A record's answers, in its catalogue's order, as its owner reads them back: a yes/no answer
 * 'yes' or 'no', a choice one of the catalogue's choices, the rest text; `narrower` gives the
 * answers whose values the catalogue does not list (a choice that may be left blank).
 */
export function recordShape<C extends Catalogue, O extends { readonly [K in keyof C]?: z.ZodMiniType }>(
  catalogue: C,
  narrower: O,
): RecordShape<C, O> {
  return Object.fromEntries(
    catalogueKeys(catalogue).map((key) => {
      const given: z.ZodMiniType | undefined = narrower[key];
      if (given) return [key, given];
      const format = entryOf(catalogue, key).format;
      if (format === 'yesNo') return [key, z.enum(YES_NO)];
      if (typeof format === 'object') return [key, z.enum(Object.keys(format.choice))];
      return [key, z.string()];
    }),
  ) as RecordShape<C, O>;
}
