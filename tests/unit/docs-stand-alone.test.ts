import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 38 item 6: the README and the docs are short enough to read and stand on their own.
const root = path.join(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const lineCount = (file: string) => read(file).trimEnd().split('\n').length;

function markdownUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const documents = ['README.md', ...markdownUnder('docs'), ...markdownUnder('bench')].sort();

describe('the docs', () => {
  it('keep the README to 150 lines and the architecture map to 250', () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(150);
    expect(lineCount('docs/ARCHITECTURE.md')).toBeLessThanOrEqual(250);
  });

  it.each(documents)('%s sends the reader nowhere outside the repository', (file) => {
    const text = read(file);
    expect(text, 'describe it in docs/product.md instead').not.toMatch(/\.\.\/shared\/|DESIGN\.md/);
  });
});
