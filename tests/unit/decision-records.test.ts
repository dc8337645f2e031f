import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 21 item 8: each decision record says when it was taken and whether it still holds.
const dir = path.join(__dirname, '../../docs/decisions');
const records = fs
  .readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

describe('decision records', () => {
  it('are numbered without a gap', () => {
    expect(records.length).toBeGreaterThan(30);
    records.forEach((name, i) => expect(name.slice(0, 3)).toBe(String(i + 1).padStart(3, '0')));
  });

  it.each(records)('%s opens with its title, a Date line and a Status line', (name) => {
    const head = fs.readFileSync(path.join(dir, name), 'utf8').split('\n').slice(0, 6);
    expect(head[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} \\S`));
    const date = head.find((line) => line.startsWith('Date: '));
    expect(date, 'Date line').toMatch(/^Date: 2026-\d{2}-\d{2}$/);
    const status = head.find((line) => line.startsWith('Status: '));
    // Accepted or superseded (in part) by a later record, with a note in brackets where it was amended.
    expect(status, 'Status line').toMatch(
      /^Status: (Accepted|Superseded (in part )?by \d{3})( \(.+\)|;.+)*$/,
    );
    const by = /Superseded by (\d{3})/.exec(status ?? '')?.[1];
    if (by) expect(records.some((other) => other.startsWith(`${by}-`))).toBe(true);
  });

  // Issue 38 item 6: the index lists every record, and a change is a new record, not an appendix.
  it.each(records)('%s is listed in docs/decisions/README.md', (name) => {
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const title = fs.readFileSync(path.join(dir, name), 'utf8').split('\n')[0] ?? '';
    const row = `| [${name.slice(0, 3)}](${name}) | ${title.slice(6)} | ... | ... |`;
    expect(index.includes(`](${name})`), `add this row to docs/decisions/README.md: ${row}`).toBe(true);
  });

  it.each(records)('%s changes by a new record, not by an appended amendment', (name) => {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const appended = text
      .split('\n')
      .filter((line) => /^#+ (Amendment|Amended|Addendum|Update)\b/.test(line));
    expect(appended, 'write a new record that says "Supersedes: NNN (part)" instead').toEqual([]);
  });
});
