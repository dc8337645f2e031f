import { describe, expect, it } from 'vitest';
import { parseTag, tagToWire } from '../../src/shared/tags';

describe('personal-status tags', () => {
  it.each([true, 'true', '1', 1])('reads %j as set', (value) => {
    expect(parseTag(value)).toBe(true);
  });

  it.each([false, 'false', '0', 0, '', 'yes', 2, null, undefined, {}])('reads %j as not set', (value) => {
    expect(parseTag(value)).toBe(false);
  });

  it("sends '1' or '0'", () => {
    expect(tagToWire(true)).toBe('1');
    expect(tagToWire(false)).toBe('0');
  });
});
