import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors';

/**
 * Deeper than any form the app has (a step draft is 3 levels); far below what the code that
 * walks a parsed body recursively (JSON.stringify, zod, the log serializer) survives.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read in one pass without
 * parsing: 5,000 nested brackets otherwise parse fine and overflow the stack later.
 */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const isStorable = (text: string) => !text.includes('\0') && text.search(LONE_SURROGATE) === -1;

/**
 * The path (`a.b.0`, `_` for the value itself) of the first string or key holding a NUL
 * character or a lone UTF-16 surrogate, or undefined. PostgreSQL cannot store either (22021 on
 * insert, 22P05 in jsonb, a failed query on a lookup), so they are refused at the edge rather
 * than answered with a 500 deep inside.
 * Walks with its own stack: the value may come from a parser with no depth limit.
 */
export function findUnstorable(value: unknown): string | undefined {
  const stack: Array<[unknown, string[]]> = [[value, []]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorable(item)) return at.join('.') || '_';
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorable(key))
          return [...at, key.replaceAll('\0', '\\0').replace(LONE_SURROGATE, '\uFFFD')].join('.');
        stack.push([child, [...at, key]]);
      }
    }
  }
  return undefined;
}

export const unstorableRefused = (field: string) =>
  new HttpError(
    400,
    'bad_request',
    'Text cannot contain a NUL character or a broken (lone surrogate) character.',
    {
      [field]: 'Contains a character that is not allowed',
    },
  );

/**
 * Bad input answers 400, never 500 (DESIGN.md §4), at one place for every route: a JSON body
 * parser with a depth limit, and a check of every string in the body, path params and query
 * before validation. Multipart text fields are checked where they are read (multipart.ts).
 */
export function registerInputHardening(app: FastifyInstance) {
  // Fastify's own parser, with its refusal of `__proto__` and `constructor.prototype` keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (jsonTooDeep(text)) {
      done(new HttpError(400, 'bad_request', 'The request body is nested too deeply.'), undefined);
      return;
    }
    parseJson(req, text, done);
  });

  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = findUnstorable(part);
      if (field !== undefined) throw unstorableRefused(field);
    }
  });
}
