import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root (where `drizzle/`, `dist/` and `node_modules/` are), found from this file
 * upwards: the server runs from its sources (tsx, tests) and from its bundle in dist/server.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'drizzle'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('project root (package.json beside drizzle/) not found');
    dir = parent;
  }
}

export const appRoot = findRoot();
