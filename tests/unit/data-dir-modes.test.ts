import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { loadDataKey } from '../../src/server/services/crypto/data-key';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-modes-'));
  dirs.push(dir);
  return dir;
};

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Every path under `dir` whose mode has any of `bits`, with its mode. */
function withModeBits(dir: string, bits: number): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = fs.lstatSync(p);
    if ((stat.mode & bits) !== 0) found.push(`${path.relative(dir, p)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return found;
}
const GROUP_OR_OTHER = 0o077;
const WORLD_WRITABLE = 0o002;

describe('the data dir is owner-only', () => {
  it('a new PGlite data dir is 0700 with every file in it 0600, and the key file 0600', async () => {
    const dataDir = tempDir();
    const dbDir = path.join(dataDir, 'db');
    const database = await openPglite(dbDir);
    await database.migrate();
    await database.close();
    loadDataKey(undefined, dataDir);

    expect(modeOf(dbDir)).toBe(0o700);
    expect(fs.readdirSync(dbDir).length).toBeGreaterThan(10);
    expect(withModeBits(dbDir, GROUP_OR_OTHER)).toEqual([]);
    expect(modeOf(path.join(dataDir, 'data.key'))).toBe(0o600);
    expect(withModeBits(dataDir, WORLD_WRITABLE)).toEqual([]);
  });

  it('an existing data dir with loose modes is tightened when opened', async () => {
    const dataDir = tempDir();
    const dbDir = path.join(dataDir, 'db');
    const first = await openPglite(dbDir);
    await first.close();
    fs.chmodSync(dbDir, 0o777);
    fs.chmodSync(path.join(dbDir, 'PG_VERSION'), 0o666);
    fs.writeFileSync(path.join(dataDir, 'data.key'), crypto.randomBytes(32).toString('base64'));
    fs.chmodSync(path.join(dataDir, 'data.key'), 0o644);

    const again = await openPglite(dbDir);
    await again.close();
    loadDataKey(undefined, dataDir);
    expect(modeOf(dbDir)).toBe(0o700);
    expect(modeOf(path.join(dbDir, 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'data.key'))).toBe(0o600);
  });
});
