import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 44 item 1: a production start (NODE_ENV=production, or --no-build) builds nothing (its
// /app may be read-only, and it has no compiler to run): with the build output missing it names
// what is missing and stops. The start script runs from a copy of the project's scripts with no
// dist/ and no node_modules beside them, so that nothing could have been built.

const root = path.resolve(import.meta.dirname, '../..');
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function startInEmptyCopy(env: Record<string, string>, args: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-production-start-'));
  copies.push(dir);
  fs.mkdirSync(path.join(dir, 'scripts'));
  for (const file of ['start.mjs', 'build-server.mjs'])
    fs.copyFileSync(path.join(root, 'scripts', file), path.join(dir, 'scripts', file));
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [path.join(dir, 'scripts/start.mjs'), ...args], {
    cwd: dir,
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { ...run, dir };
}

const MISSING =
  'Cannot start: the build output dist/client/index.html, dist/server/main.mjs, dist/server/sheet-rows.mjs, ' +
  'dist/server/render-pdf.mjs are missing. Run `npm run build` first (a production start, ' +
  'NODE_ENV=production or --no-build, never builds).';

describe('a production start', () => {
  it('with NODE_ENV=production and no build output, names what is missing, exits 1 and builds nothing', () => {
    const run = startInEmptyCopy({ NODE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(MISSING);
    expect(run.stdout).not.toContain('Building');
    expect(fs.existsSync(path.join(run.dir, 'dist'))).toBe(false);
  });

  it('with --no-build, the same, whatever NODE_ENV is', () => {
    const run = startInEmptyCopy({ NODE_ENV: 'development' }, ['--no-build']);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(MISSING);
    expect(fs.existsSync(path.join(run.dir, 'dist'))).toBe(false);
  });

  it('names only what is missing', () => {
    const dir = startInEmptyCopy({ NODE_ENV: 'production' }).dir;
    fs.mkdirSync(path.join(dir, 'dist/client'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'dist/server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist/client/index.html'), '<!doctype html>');
    for (const name of ['main', 'sheet-rows'])
      fs.writeFileSync(path.join(dir, `dist/server/${name}.mjs`), '');
    const run = spawnSync(process.execPath, [path.join(dir, 'scripts/start.mjs')], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot start: the build output dist/server/render-pdf.mjs is missing. Run `npm run build` first ' +
        '(a production start, NODE_ENV=production or --no-build, never builds).',
    );
  });
});
