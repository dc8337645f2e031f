import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { appRoot } from '../app-root';

/**
 * A snapshot of an empty PGlite data dir with every migration applied: restoring it takes
 * ~0.6 s where initdb takes 2-3 s, on first start and for each API test file. It holds no data
 * and no secret. Keyed by the PGlite version and the migrations, so a stale one is never used;
 * built by `npm install` (scripts/build-pglite-template.ts) into node_modules/.cache.
 */
const root = appRoot;
const migrationsDir = path.join(root, 'drizzle');

function templateFile(): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsDir);
  const key = `${(pkg as { version: string }).version}-${hash.digest('hex').slice(0, 16)}`;
  return path.join(root, 'node_modules/.cache/onboarding', `pglite-${key}.tar.gz`);
}

export function loadPgliteTemplate(): Blob | undefined {
  try {
    const file = templateFile();
    return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
  } catch {
    return undefined;
  }
}

export async function writePgliteTemplate(client: PGlite): Promise<string> {
  const file = templateFile();
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  return file;
}
