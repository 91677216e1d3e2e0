import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    // Playwright owns e2e/; vitest runs unit and integration tests beside the code.
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Apps the tests start (npm start, the reliability instances) run one web process, not one per core: the
    // suites' time and memory stay what they were; the tests of several web processes ask for them.
    env: { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' },
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
