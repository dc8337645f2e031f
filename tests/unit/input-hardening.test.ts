import { describe, expect, it } from 'vitest';
import { findUnstorable, jsonTooDeep } from '../../src/server/input-hardening';

describe('jsonTooDeep', () => {
  it('counts nesting of objects and arrays', () => {
    expect(jsonTooDeep('[[[1]]]', 3)).toBe(false);
    expect(jsonTooDeep('[[[[1]]]]', 3)).toBe(true);
    expect(jsonTooDeep('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(jsonTooDeep('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ a: '[[[[[[{{{{', b: 'say \\"[[[[' }), 2)).toBe(false);
  });

  it('measures depth, not the number of siblings', () => {
    expect(jsonTooDeep(JSON.stringify(Array.from({ length: 1000 }, () => [{}])), 3)).toBe(false);
  });

  it('answers for 5,000 levels without recursion', () => {
    expect(jsonTooDeep('['.repeat(5000) + ']'.repeat(5000))).toBe(true);
  });
});

describe('findUnstorable', () => {
  it('names the first field holding a NUL', () => {
    expect(findUnstorable({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findUnstorable('\u0000')).toBe('_');
    expect(findUnstorable({ 'k\u0000': 1 })).toBe('k\\0');
  });

  it('passes clean values, numbers and buffers', () => {
    expect(findUnstorable({ a: 'ok', n: 0, b: [true, null], buf: Buffer.from([0]) })).toBeUndefined();
    expect(findUnstorable(undefined)).toBeUndefined();
  });
});
