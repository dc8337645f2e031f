// docs/how-to-add-a-read-and-sign-task.md, followed: its code blocks are applied to a temporary
// copy of the repository (three files change) and the proof (tests/fixtures/how-to-add-a-task.proof.ts)
// runs there, in its own Vitest process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../..');
const guide = fs.readFileSync(path.join(root, 'docs/how-to-add-a-read-and-sign-task.md'), 'utf8');
const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'how-to-add-a-task-'));

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** One file of the copy, edited; the edit must find its place. */
function change(file: string, edit: (text: string) => string) {
  const at = path.join(copy, file);
  const before = fs.readFileSync(at, 'utf8');
  const after = edit(before);
  expect(after, `${file} changed`).not.toBe(before);
  fs.writeFileSync(at, after);
}

describe('docs/how-to-add-a-read-and-sign-task.md', () => {
  it('has the four code blocks its three steps apply', () => {
    expect(blocks).toHaveLength(4);
  });

  it('its three changes, made in a copy, pass the proof there', () => {
    for (const dir of ['src', 'tests/fixtures', 'drizzle'])
      fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json', 'vitest.config.ts'])
      fs.copyFileSync(path.join(root, file), path.join(copy, file));
    fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(copy, 'node_modules'));
    const [descriptor = '', list = '', seed = '', seeded = ''] = blocks;

    // Step 1: the descriptor.
    change('src/shared/task-descriptors/read-and-sign-tasks.ts', (text) => `${text}\n${descriptor}`);
    // Step 2: its place in the list (imported, then listed).
    change('src/shared/task-descriptors/task-list.ts', (text) =>
      text
        .replace(
          "} from './read-and-sign-tasks.ts';",
          "DRUG_AND_ALCOHOL_POLICY } from './read-and-sign-tasks.ts';",
        )
        .replace(/export const TASK_DESCRIPTORS = \[[\s\S]*?\];\n/, list),
    );
    // Step 3: its document, seeded.
    change('src/server/db/seed-content.ts', (text) =>
      text
        .replace('/**\n * Returns the three default', `${seed}\n/**\n * Returns the three default`)
        .replace(/\n {2}return \[workplaceBehaviourPolicy[^\n]*\n/, `\n${seeded}`),
    );

    fs.mkdirSync(path.join(copy, 'tests/unit'));
    fs.copyFileSync(
      path.join(root, 'tests/fixtures/how-to-add-a-task.proof.ts'),
      path.join(copy, 'tests/unit/how-to-add-a-task.proof.test.ts'),
    );
    const run = spawnSync('npx', ['vitest', 'run', 'tests/unit/how-to-add-a-task.proof.test.ts'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  }, 240_000);
});
