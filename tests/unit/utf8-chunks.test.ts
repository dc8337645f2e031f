import { describe, expect, it } from 'vitest';
import { Utf8Chunks } from '../../src/server/services/excel/utf8-chunks';

describe('UTF-8 chunks (the sheet text of the Excel export)', () => {
  it('holds exactly the UTF-8 of the texts added, across chunks and texts larger than a chunk', () => {
    const pieces = ['a', 'é', '€', '😀', '\ud800', 'x'.repeat(1000), 'Nguyễn, "Zoë"\n'];
    const chunks = new Utf8Chunks();
    const texts: string[] = [];
    const taken: Buffer[] = [];
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 4000; i++) {
      let text = '';
      const count = i === 1234 ? 50_000 : random(200);
      for (let j = 0; j < count; j++) text += pieces[random(pieces.length)]!;
      texts.push(text);
      chunks.add(text);
      // Taken as a page ends: what was taken stays as it was while more is added.
      if (i % 250 === 249) taken.push(...chunks.take());
    }
    taken.push(...chunks.take());
    expect(chunks.take()).toEqual([]);
    expect(taken.length).toBeGreaterThan(4);
    expect(Buffer.concat(taken).equals(Buffer.from(texts.join(''), 'utf8'))).toBe(true);
  });
});
