import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { EN_RESOURCES, NAMESPACES } from '../../src/shared/i18n/resources';

/**
 * Every shipped language has every message English has, and no other (issue 43, decision 110):
 * a hire never meets an English fallback in the middle of their language. Each message is valid
 * ICU MessageFormat with English's arguments, and each language says how it was translated.
 */
const LOCALES = path.resolve(__dirname, '../../src/shared/locales');

type Messages = { [key: string]: string | Messages };

const flatten = (messages: Messages, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
};

const read = (language: string, namespace: string): Messages =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Messages;

/** The names of a message's arguments ('{name}', '{count, plural, ...}'), sorted. */
const argumentsOf = (message: string): string[] => {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...names].sort();
};

describe('shipped languages', () => {
  it('English is the bundled resources, namespace for namespace', () => {
    const files = fs
      .readdirSync(path.join(LOCALES, 'en'))
      .filter((f) => f !== 'about.json')
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...NAMESPACES].sort());
    for (const namespace of NAMESPACES) expect(read('en', namespace)).toEqual(EN_RESOURCES[namespace]);
  });

  for (const { code } of LANGUAGES) {
    describe(code, () => {
      it('says how it was translated and whether a native speaker reviewed it', () => {
        const about = JSON.parse(fs.readFileSync(path.join(LOCALES, code, 'about.json'), 'utf8')) as Record<
          string,
          unknown
        >;
        expect(about.language).toBe(code);
        expect(typeof about.translatedHow).toBe('string');
        expect((about.translatedHow as string).length).toBeGreaterThan(10);
        expect(typeof about.reviewedByNativeSpeaker).toBe('boolean');
      });

      for (const namespace of NAMESPACES) {
        it(`has exactly English's ${namespace} messages, valid, with English's arguments`, () => {
          const english = flatten(EN_RESOURCES[namespace] as Messages);
          const messages = flatten(read(code, namespace));
          const missing = [...english.keys()].filter((key) => !messages.has(key));
          const extra = [...messages.keys()].filter((key) => !english.has(key));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
          for (const [key, message] of messages) {
            const english_ = english.get(key) ?? '';
            expect(message.trim(), `${code} ${namespace}:${key} is empty`).not.toBe('');
            expect(argumentsOf(message), `${code} ${namespace}:${key}`).toEqual(argumentsOf(english_));
          }
        });
      }
    });
  }
});
