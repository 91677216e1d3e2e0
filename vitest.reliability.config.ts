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
    globalSetup: ['src/reliability/global-setup.ts'],
    // One scenario at a time: each drives the machine hard, and timings must not interfere.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
