import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // PGlite boots a WASM Postgres per file; two workers match this machine's two cores.
    maxWorkers: 2,
    // Each worker keeps its modules from file to file: a fresh module graph per file (the server,
    // fastify, drizzle, zod, pdfkit) cost 1.2 s of import a file. Unit and API tests on PGlite
    // took 438 s isolated and 247 s not; the API tests on PostgreSQL 229 s and 122 s. Every test
    // builds its own app and database (tests/fixtures/test-app.ts), and none mocks a module or
    // changes process.env, so sharing loaded modules shares no state a test reads.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
