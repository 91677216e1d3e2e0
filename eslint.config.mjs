import boundaries from 'eslint-plugin-boundaries';
import drizzle from 'eslint-plugin-drizzle';
import tseslint from 'typescript-eslint';
import { boundariesSettings, layerRules } from './eslint.boundaries.mjs';

const ONE_IMPORT_STYLE = { group: ['../*'], message: 'Import across folders with ~/ (one import style).' };
const NO_FRAMEWORK = {
  group: ['next', 'next/*', 'react', 'react-dom', '@trpc/*', 'trpc-to-openapi', '~/app/*', '../../api/*'],
  message: 'The domain core must not depend on Next, React or tRPC.',
};
const NO_PROCESS = {
  group: ['process', 'node:process'],
  message: 'The domain imports no process module: take what it needs from the caller (config, DomainContext).',
};
const NO_RUNNER_OR_ENV = {
  // The worker and config are the boundaries rule's (domain must not import worker/config); this is the wiring.
  group: ['~/server/composition'],
  message: 'The domain gets its job scheduler and settings from its caller (DomainContext), never from the wiring.',
};

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      'drizzle/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      // Planted violations, linted by src/test/lint-boundaries.test.ts under the paths they pretend to have.
      'src/test/lint-fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { drizzle },
    rules: {
      // A ledger never gets an unfiltered UPDATE or DELETE.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One import style: `~/` across folders, `./` within one.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ONE_IMPORT_STYLE] }],
    },
  },
  {
    // The domain core stays plain TypeScript over the database: no framework packages (the folders it may
    // import are the boundaries rule's business). Repeats the import-style pattern, which this block replaces.
    files: ['src/server/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONE_IMPORT_STYLE, NO_FRAMEWORK] }] },
  },
  {
    // It schedules through the JobScheduler and reads DomainSettings it is given (domain/context.ts).
    files: ['src/server/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ONE_IMPORT_STYLE, NO_FRAMEWORK, NO_RUNNER_OR_ENV, NO_PROCESS] }],
    },
  },
  {
    // What the domain uses comes from its caller: no process environment, process events or globals to read from.
    files: ['src/server/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'process',
          message: 'The domain reads no process global: take it from the caller (config, DomainContext).',
        },
        { name: 'globalThis', message: 'The domain keeps no process-wide state: take it from the caller.' },
        { name: 'global', message: 'The domain keeps no process-wide state: take it from the caller.' },
      ],
    },
  },
  {
    // Client components import src/shared: no server modules, database or Node built-ins.
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ONE_IMPORT_STYLE,
            {
              // Project folders are the boundaries rule's (shared imports only shared); these are packages.
              group: ['node:*', 'postgres', 'drizzle-orm', 'drizzle-orm/*', 'graphile-worker'],
              message: 'src/shared is imported by the browser: keep it server-free.',
            },
          ],
        },
      ],
    },
  },
  {
    // Business time comes from the domain clock only.
    files: ['src/server/domain/**/*.ts', 'src/server/worker/**/*.ts'],
    // Supervising processes (restart delays, heartbeat beats) is process work, not a business rule.
    ignores: [
      'src/server/domain/clock.ts',
      'src/server/worker/supervisor.ts',
      'src/server/worker/heartbeat.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use now() from domain/clock.',
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use now() from domain/clock.' },
        {
          selector: 'CallExpression[callee.name=/^(setInterval|setTimeout)$/]',
          message: 'Scheduled business work is a graphile-worker job.',
        },
      ],
    },
  },
  {
    // The layers of docs/architecture.md: which folder may import which (eslint.boundaries.mjs).
    files: ['src/**/*.{ts,tsx,mjs}'],
    plugins: { boundaries },
    settings: boundariesSettings,
    rules: { 'boundaries/element-types': ['error', layerRules()], 'boundaries/no-unknown-files': 'error' },
  },
);
