import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 38 item 6: the "What lives where" table of docs/ARCHITECTURE.md is held to the real folders.
// Every path in its first column must exist, and every folder one level under each of PARENTS
// (their direct subfolders, not deeper: a domain folder under services/ is listed, its files are
// not) must have a row of its own.
const root = path.join(__dirname, '../..');
const MAP = 'docs/ARCHITECTURE.md';
const SECTION = '## What lives where';
const PARENTS = ['src/shared', 'src/server', 'src/server/services', 'src/client', 'tests'];

function listedPaths(): string[] {
  const text = fs.readFileSync(path.join(root, MAP), 'utf8');
  const start = text.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`${MAP} has no "${SECTION}" section`);
  const rest = text.slice(start + SECTION.length + 2);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1]?.trim() ?? '')
    .map((cell) => /^`([^`]+)`$/.exec(cell)?.[1])
    .filter((cell): cell is string => cell !== undefined);
}

const withoutSlash = (p: string) => p.replace(/\/$/, '');
const listed = listedPaths();
const listedSet = new Set(listed.map(withoutSlash));

const folders = PARENTS.flatMap((parent) =>
  fs
    .readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => `${parent}/${entry.name}`),
).sort();

describe(`${MAP}: what lives where`, () => {
  it('lists the paths in backticks, one a row', () => {
    expect(listed.length).toBeGreaterThan(30);
  });

  it.each(listed)('%s exists', (listedPath) => {
    expect(
      fs.existsSync(path.join(root, withoutSlash(listedPath))),
      `${listedPath} does not exist: remove or correct its row in the "What lives where" table of ${MAP}`,
    ).toBe(true);
  });

  it.each(folders)('%s has a row', (folder) => {
    expect(
      listedSet.has(folder),
      `add this row to the "What lives where" table of ${MAP}: | \`${folder}/\` | <what it holds> |`,
    ).toBe(true);
  });
});
