import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { appRoot } from '../app-root';
import { pgliteExtensions } from './pglite-extensions';

/**
 * A snapshot of an empty PGlite data dir with every migration applied, built by `npm install` and
 * `npm run build` (scripts/build-pglite-template.ts) into node_modules/.cache. It holds no data
 * and no secret, so it is readable by every user (a container's app user is not the one that
 * built it), and is keyed by the PGlite version and the migrations, so a stale one is never used.
 * Two forms:
 * - a tarball, which an in-memory PGlite restores (each API test file) instead of running initdb;
 * - the same data dir unpacked, which a first start copies into its empty directory with plain
 *   file copies (~0.2 s) where PGlite's own restore writes the tarball through its WASM file
 *   system (~0.75 s) (issue 13 item 6).
 */
const root = appRoot;
const migrationsDir = path.join(root, 'drizzle');

function templateKey(): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsDir);
  return path.join(
    root,
    'node_modules/.cache/onboarding',
    `pglite-${pkg.version}-${hash.digest('hex').slice(0, 16)}`,
  );
}

const tarballOf = (key: string) => `${key}.tar.gz`;
const dirOf = (key: string) => `${key}.dir`;

export function loadPgliteTemplate(): Blob | undefined {
  try {
    const file = tarballOf(templateKey());
    return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `files` reordered so that files next to each other are in different directories: one from each
 * directory in turn. A file's creation holds its directory's lock in the kernel, and most of the
 * template's 1,100 files sit in four directories, so in listing order the thread pool's copies
 * waited on one another. On this project's VM (ext4, about 0.7 ms of kernel time a file created)
 * the copy took 1,030 to 1,080 ms in listing order and 610 to 650 ms this way (decision 016).
 */
export function acrossDirectories(files: readonly string[]): string[] {
  const byDirectory = new Map<string, string[]>();
  for (const file of files) {
    const directory = path.dirname(file);
    const list = byDirectory.get(directory) ?? [];
    list.push(file);
    byDirectory.set(directory, list);
  }
  const lists = [...byDirectory.values()];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const ordered: string[] = [];
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) ordered.push(list[i]!);
  return ordered;
}

/**
 * Copies the unpacked template into the empty directory `dir`; false when there is none (an older
 * install), and the caller restores the tarball instead. The files are copied by the thread pool,
 * so the server's modules load meanwhile. PG_VERSION, the file that makes a directory count as a
 * database, is copied last: a copy cut short is copied again at the next start rather than opened
 * half made.
 */
export async function copyPgliteTemplateInto(dir: string): Promise<boolean> {
  let source: string;
  try {
    source = dirOf(templateKey());
    if (!fs.existsSync(path.join(source, 'PG_VERSION'))) return false;
  } catch {
    return false;
  }
  const files: string[] = [];
  for (const entry of fs.readdirSync(source, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(source, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) fs.mkdirSync(path.join(dir, relative), { recursive: true, mode: 0o700 });
    else if (relative !== 'PG_VERSION') files.push(relative);
  }
  await Promise.all(
    acrossDirectories(files).map((f) => fs.promises.copyFile(path.join(source, f), path.join(dir, f))),
  );
  await fs.promises.copyFile(path.join(source, 'PG_VERSION'), path.join(dir, 'PG_VERSION'));
  return true;
}

/**
 * Directories 0755 and files 0644 under `dir`: PostgreSQL writes some files 0600 (whatever the
 * umask), which a non-root app user could not copy from a template its image built as root. A
 * copy is made owner-only again where it lands (`restrictTree` in db/client.ts).
 */
export function readableByAll(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
}

/** Writes both forms of the template from a migrated in-memory PGlite. */
export async function writePgliteTemplate(client: PGlite): Promise<string> {
  const key = templateKey();
  const file = tarballOf(key);
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // node_modules/.cache and its onboarding/: reachable by every user whatever the umask.
  for (const cacheDir of [path.dirname(path.dirname(file)), path.dirname(file)])
    fs.chmodSync(cacheDir, 0o755);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()), { mode: 0o644 });
  fs.chmodSync(tmp, 0o644);
  fs.renameSync(tmp, file);

  // The unpacked form: PGlite restores the tarball into a directory once, here, and shuts down
  // cleanly, so the copy is a data dir PostgreSQL opens as it would after any clean stop.
  const dir = dirOf(key);
  const tmpDir = `${dir}.${process.pid}.tmp`;
  fs.rmSync(tmpDir, { recursive: true, force: true });
  const unpacked = await PGlite.create({ dataDir: tmpDir, loadDataDir: dump, extensions: pgliteExtensions });
  await unpacked.close();
  readableByAll(tmpDir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(tmpDir, dir);
  // Templates of older migrations or PGlite versions are never used again.
  const cache = path.dirname(file);
  for (const name of fs.readdirSync(cache)) {
    const entry = path.join(cache, name);
    if (name.startsWith('pglite-') && entry !== file && entry !== dir && !name.includes('.tmp')) {
      fs.rmSync(entry, { recursive: true, force: true });
    }
  }
  return file;
}
