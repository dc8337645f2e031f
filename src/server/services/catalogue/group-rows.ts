import { givenItems, itemParts, type RepeatedGroup } from '../../../shared/catalogue/combined-rows';
import { type Catalogue, entryOf } from '../../../shared/catalogue/define-catalogue';
import { documentText } from './answer-text';
import { type FieldRow, textOf } from './section-rows-of';

/**
 * A repeated group's rows as the PDF and HR's detail show them: each given item on one line, the
 * first by its title ('Primary contact'), the next by its place ('Contact 2').
 */
export function groupRows<C extends Catalogue, P extends string>(
  catalogue: C,
  group: RepeatedGroup<keyof C & string, P>,
  values: Partial<Record<keyof C, unknown>>,
): FieldRow[] {
  const noun = group.noun.charAt(0).toUpperCase() + group.noun.slice(1);
  return givenItems(group, values).map((item, i) => {
    const text = new Map<string, string>(
      itemParts(group, item).map(([part, key]) => [
        part,
        documentText(entryOf(catalogue, key), textOf(values[key])),
      ]),
    );
    const line = group.line.replace(/\{(\w+)\}/g, (_, part: string) => text.get(part) ?? '');
    return [i === 0 ? `${group.items[0]?.title ?? ''} ${group.noun}` : `${noun} ${i + 1}`, line];
  });
}
