// The server bundle and its worker-thread bundles (issue 13 item 6): esbuild bundles
// src/server/main.ts into dist/server/main.mjs with most of its npm packages, so start-up loads
// one file and transpiles nothing. Used by `npm run build` (scripts/build.mjs) and, outside
// production, by `npm start` when the bundle is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = path.join(root, 'dist/server');
export const serverBundle = path.join(serverDir, 'main.mjs');
// Worker threads are bundles of their own beside main.mjs (src/server/worker-threads.ts finds them).
export const workerBundles = ['sheet-rows', 'render-pdf'].map((name) => path.join(serverDir, `${name}.mjs`));
/** What the server bundle is built from: a change to any of them makes `npm start` rebuild it. */
export const serverSources = [
  'src/server',
  'src/shared',
  'package.json',
  'package-lock.json',
  'scripts/start.mjs',
  'scripts/build-server.mjs',
];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A directory's own time counts too: a deleted source file changes only that.
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Whether `output` is missing or older than any of `sources` (paths relative to the root). */
export const isStale = (output, sources) => {
  const builtAt = newestMtime(output);
  return builtAt === 0 || Math.max(...sources.map((p) => newestMtime(path.join(root, p)))) > builtAt;
};

/** The operator's commands, bundled for a host without the sources or tsx (the container image). */
export const cliDir = path.join(root, 'dist/cli');
export const cliCommands = ['backup', 'restore', 'admin-recover', 'open-sealed', 'migrate-to-postgres'];

export async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    ...bundleOptions,
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      ...Object.fromEntries(
        workerBundles.map((bundle) => {
          const name = path.basename(bundle, '.mjs');
          return [name, path.join(root, `src/server/workers/${name}.ts`)];
        }),
      ),
    },
    outdir: serverDir,
  });
  // esbuild's helper process is stopped before the server starts.
  await esbuild.stop();
}

/**
 * `npm run backup`, `restore`, `admin:recover`, `open-sealed` and `migrate-to-postgres` as
 * bundles in dist/cli (`node dist/cli/backup.mjs FILE`): the image runs them with neither the
 * sources nor tsx, which would also want a writable /tmp. They share their code in chunks.
 */
export async function buildCli() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    ...bundleOptions,
    entryPoints: Object.fromEntries(cliCommands.map((name) => [name, path.join(root, `scripts/${name}.ts`)])),
    outdir: cliDir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  await esbuild.stop();
}

const bundleOptions = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // npm packages are bundled too: one file loads in about 250 ms less than a thousand resolved
  // one by one. Those kept out load files beside their code (PGlite's WASM, pdfkit's fonts),
  // are native addons (sharp, argon2, fs-native-extensions), or are loaded only when used (nodemailer, pg,
  // xero-node and openid-client; pino-pretty on a terminal). piscina starts its threads from a file of its own package (dist/worker.js).
  // yazl is loaded by Node so that the buffer-crc32 it requires is the one the server points at
  // zlib's CRC-32 (services/excel/native-crc32.ts); bundled, yazl would get a copy of its own.
  external: [
    'piscina',
    'yazl',
    'pino-pretty',
    '@electric-sql/pglite',
    'fs-native-extensions',
    'sharp',
    '@node-rs/argon2',
    'pdfkit',
    'nodemailer',
    'pg',
    'pg-native',
    'xero-node',
    'openid-client',
    'drizzle-orm/node-postgres',
    'drizzle-orm/node-postgres/migrator',
  ],
  // The bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Without comments (the only minifying): a comment's '§' or '—' made V8 hold the whole 6 MB
  // bundle's source as two-byte text, 12 MB of an idle server's heap instead of 4 (decision
  // 016). Names and lines are kept for the source map, which stack traces read
  // when source maps are enabled (NODE_OPTIONS=--enable-source-maps).
  minifyWhitespace: true,
  // Licence notices go to main.LEGAL.txt beside the bundle (some name their authors in accents).
  legalComments: 'linked',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
