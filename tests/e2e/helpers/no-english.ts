import { expect, type Page } from '@playwright/test';
import { EN_RESOURCES } from '../../../src/shared/i18n/resources';

type Messages = { [key: string]: string | Messages };

const flatten = (messages: Messages): string[] =>
  Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : flatten(value)));

/**
 * The English messages a translated screen must not show (issue 43's Done-when): every English
 * message of two words or more, without its arguments. A message some language keeps as it is
 * ('TFN', a product name) is one word and not checked.
 */
const ENGLISH = new Set(
  Object.values(EN_RESOURCES)
    .flatMap((namespace) => flatten(namespace as Messages))
    .filter((message) => !/[{}<>]/.test(message) && /\p{L}+\s+\p{L}+/u.test(message))
    .map((message) => message.trim()),
);

/** Common English words: a text of four plain-letter words or more, two of them these, reads as English. */
const STOPWORDS = new Set(
  'the a an and or of to in on for with your you is are be this that it please if by from at not we our'.split(
    ' ',
  ),
);

/**
 * The words on screen outside legal English (marked lang="en"), form values and the language
 * switch's names: none is an English message, and no text reads as an English sentence. Names
 * and the hire's own answers are data; they are in inputs, or single words.
 */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !parent ||
        parent.closest(
          '[lang="en"], [lang="en-AU"], script, style, template, option, [hidden], [aria-hidden="true"]',
        )
      )
        continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
    }
    const labelled = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].filter(
      (el) => !el.closest('[lang="en"], [lang="en-AU"]'),
    );
    for (const el of labelled)
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    return out;
  });
  const english = texts.filter((text) => {
    if (ENGLISH.has(text)) return true;
    // Words of plain Latin letters only (Vietnamese words mostly carry marks); a digest or an
    // id (16 hex digits or more) is data, not words.
    const words = text
      .replace(/\b[0-9a-f]{16,}\b/gi, ' ')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => /^[a-z]+$/.test(word));
    return words.length >= 4 && words.filter((word) => STOPWORDS.has(word)).length >= 2;
  });
  expect(english, `English on ${where}`).toEqual([]);
}
