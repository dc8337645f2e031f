// `npm start`: serve the app in THIS process (issue 13 item 6: one Node process serving, not npm +
// a start script + tsx) from the server bundle in dist/server (scripts/build-server.mjs).
//
// - Outside production (a fresh clone's `npm install && npm start`): the client and the server
//   are built first when missing or older than their sources.
// - In production (NODE_ENV=production, or `npm start -- --no-build`), nothing is built: `npm run
//   build` made everything beforehand, and a start with an output missing names it and stops
//   (issue 44 item 1: /app may be read-only, and a start must not depend on a compiler).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, isStale, root, serverBundle, serverSources, workerBundles } from './build-server.mjs';

const builtIndex = path.join(root, 'dist/client/index.html');
const NO_BUILD_FLAG = '--no-build';
const production = process.env.NODE_ENV === 'production' || process.argv.includes(NO_BUILD_FLAG);

if (production) {
  const missing = [builtIndex, serverBundle, ...workerBundles].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    console.error(
      `Cannot start: the build output ${missing.map((f) => path.relative(root, f)).join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} missing. Run \`npm run build\` first ` +
        `(a production start, NODE_ENV=production or ${NO_BUILD_FLAG}, never builds).`,
    );
    process.exit(1);
  }
} else {
  if (isStale(builtIndex, ['src/client', 'src/shared', 'vite.config.ts'])) {
    console.log('Building the client...');
    const vite = path.join(root, 'node_modules/vite/bin/vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if ([serverBundle, ...workerBundles].some((bundle) => isStale(bundle, serverSources))) await buildServer();
}

// Stack traces name the bundle's lines unless source maps are asked for with
// NODE_OPTIONS=--enable-source-maps: Node parses the 3 MB map when the bundle loads and keeps it,
// 5-9 MB of an idle server's 160 (issue 37 item 13, decision 054).
await import(pathToFileURL(serverBundle).href);
