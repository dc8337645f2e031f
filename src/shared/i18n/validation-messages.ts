import validation from '../locales/en/validation.json' with { type: 'json' };

// The shared schemas' messages stay English (the server answers with them, and the spec words
// them): the hire's screens find each one's key in the `validation` namespace, whose English value
// is the message exactly, and show that key's message in the hire's language (issue 43 item 1).
// A message with a number in it ('Must be 200 characters or fewer') is one key whose English is
// an ICU pattern ('Must be {max} characters or fewer'): its arguments are read back from the text.

type Messages = { [key: string]: string | Messages };

/** A message's key in the `validation` namespace, with the arguments read from it. */
export interface ValidationKey {
  key: string;
  values: Record<string, string | number>;
}

const flatten = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[name, value] as [string, string]] : flatten(value, name);
  });

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, string>();
const patterns: { key: string; names: string[]; pattern: RegExp }[] = [];

for (const [key, english] of flatten(validation as Messages)) {
  const names = [...english.matchAll(ARGUMENT)].map((m) => m[1]!);
  if (names.length === 0) {
    // ICU reads a doubled apostrophe as one; none of ours needs one.
    exact.set(english, key);
    continue;
  }
  const source = english
    .split(ARGUMENT)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
}

/** The key of an English schema message (and its arguments), or null when it has none. */
export function validationKeyOf(message: string): ValidationKey | null {
  const key = exact.get(message);
  if (key) return { key, values: {} };
  for (const { key: patternKey, names, pattern } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = names.map((name, i) => {
      const value = match[i + 1]!;
      return [name, /^\d+$/.test(value) ? Number(value) : value] as const;
    });
    return { key: patternKey, values: Object.fromEntries(values) };
  }
  return null;
}
