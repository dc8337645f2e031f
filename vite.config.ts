import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
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
    closeBundle() {
      precompressDir(outDir);
    },
  };
};

/** The chunks a screen loads on top of the home, from the route table and the module graph. */
const chunks = chunkGroups();

// The client lives in src/client and builds into dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  plugins: [zodJsonSchemaStub(), chunks.plugin, react(), tailwindcss(), prerenderShells(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The server writes each route's modulepreload links into index.html (server/spa.ts).
    manifest: true,
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
