import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the promises of the spec under load, faults and hostile input, on the
// production build and real Postgres. Scenarios are `src/reliability/**/*.reliability.ts`; a fast subset of
// each runs inside `npm test` through `src/reliability/fast-subset.test.ts`.
export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'src'),
      // Tests load server modules outside Next's react-server bundle, where `server-only` would throw; the
      // marker is for client bundles, whose imports ESLint checks (docs/architecture.md, Layers).
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['src/reliability/**/*.reliability.ts'],
    // Apps the tests start (npm start, the reliability instances) run one web process, not one per core: the
    // suites' time and memory stay what they were; the tests of several web processes ask for them.
    env: { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' },
    globalSetup: ['src/reliability/global-setup.ts'],
    // One scenario at a time: each drives the machine hard, and timings must not interfere.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
