import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { journeyPrecache, SERVICE_WORKER_SOURCE } from './scripts/offline-precache.ts';
import { precompressDir } from './scripts/precompress.ts';
import { prerenderShells } from './scripts/prerender-shells.ts';
import { zodJsonSchemaStub } from './scripts/zod-json-schema-stub.ts';

/** Brotli and gzip twins of every built text file, served as they are by @fastify/static. */
const precompress = (): Plugin => {
  let outDir = path.resolve('dist/client');
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the service worker's build, which writes sw.js in its own closeBundle.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        precompressDir(outDir);
      },
    },
  };
};

/** The chunks a screen loads on top of the home, from the route table and the module graph. */
const chunks = chunkGroups();

/**
 * The worker's own build asks for one file with Rollup's `inlineDynamicImports`, which Vite 8
 * (Rolldown) warns is deprecated on every build and `npm start` (issue 21 item 9: a clean
 * console); this says the same with Rolldown's word, `codeSplitting: false`.
 */
const oneFileWorker = (): Plugin => ({
  name: 'one-file-worker',
  outputOptions(options) {
    if (!('inlineDynamicImports' in options)) return null;
    const { inlineDynamicImports, ...rest } = options;
    return { ...rest, codeSplitting: !inlineDynamicImports };
  },
});

/**
 * The service worker (decision 034): SERVICE_WORKER_SOURCE of the client's root, built to sw.js with the
 * journey's files as its precache list. The app registers it itself (lib/offline).
 */
const serviceWorker = (): Plugin[] => {
  let outDir = path.resolve('dist/client');
  const outDirOf: Plugin = {
    name: 'service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDirOf,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: SERVICE_WORKER_SOURCE,
      injectRegister: false,
      manifest: false,
      injectManifest: {
        buildPlugins: { vite: [oneFileWorker()] },
        // The built scripts, stylesheets, the languages' messages and the shell; not their .br/.gz twins (the browser gets
        // those through content encoding) nor the server's own files under .vite.
        globPatterns: ['index.html', 'assets/*.{js,css,json}'],
        manifestTransforms: [journeyPrecache(() => outDir)],
        // The largest journey chunk is well under this; a bigger one is left out by the glob, and
        // journeyPrecache then fails the build rather than leave a screen that does not open offline.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ];
};

// The client lives in src/client and builds into dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  plugins: [
    zodJsonSchemaStub(),
    chunks.plugin,
    react(),
    tailwindcss(),
    prerenderShells(),
    ...serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The server writes each route's modulepreload links into index.html (server/spa.ts).
    manifest: true,
    // A language's messages are fetched as files (the client's i18n module): never inlined as data:
    // URLs, which the Content-Security-Policy's connect-src does not allow.
    assetsInlineLimit: (file) => (file.includes('/shared/locales/') ? false : undefined),
    rolldownOptions: {
      output: {
        // A group must not take its modules' imports along: those include the home's (React).
        codeSplitting: {
          groups: chunks.groups.map((g) => ({ ...g, includeDependenciesRecursively: false })),
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
