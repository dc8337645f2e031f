// `npm run build`: everything a production start serves, so that it builds nothing (issue 44
// item 1): the client (Vite, into dist/client), the server bundle and its worker-thread bundles
// (esbuild, into dist/server), the operator's commands (dist/cli), and the migrated PGlite template a first start copies instead of
// running initdb (node_modules/.cache/onboarding, readable by any user: it holds no data).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildCli, buildServer, root } from './build-server.mjs';

const step = (label, started) =>
  console.log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const run = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

let started = performance.now();
run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
step('Client built (dist/client)', started);

started = performance.now();
await buildServer();
await buildCli();
step('Server, worker and command bundles built (dist/server, dist/cli)', started);

run([path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build-pglite-template.ts')]);
