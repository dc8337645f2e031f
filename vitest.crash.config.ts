import { defineConfig } from 'vitest/config';

// `npm run test:crash`: real server processes on PostgreSQL (kill -9 and restart; two
// instances on one queue). Over a minute together, so not part of the default `vitest run`.
export default defineConfig({
  test: {
    include: ['tests/crash/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
