import { describe, expect, it } from 'vitest';
import { findNul, jsonTooDeep } from '../../src/server/input-hardening';

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

describe('findNul', () => {
  it('names the first field holding a NUL', () => {
    expect(findNul({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findNul('\u0000')).toBe('_');
    expect(findNul({ 'k\u0000': 1 })).toBe('k\\0');
  });

  it('passes clean values, numbers and buffers', () => {
    expect(findNul({ a: 'ok', n: 0, b: [true, null], buf: Buffer.from([0]) })).toBeUndefined();
    expect(findNul(undefined)).toBeUndefined();
  });
});
