import boundaries from 'eslint-plugin-boundaries';
import drizzle from 'eslint-plugin-drizzle';
import tseslint from 'typescript-eslint';
import { boundariesSettings, layerRules } from './eslint.boundaries.mjs';

/**
 * The domain files that still add jobs or read config() themselves, and what each may import for now; the
 * lifecycle/jobs refactor removes these imports, and then this list.
 */
const DOMAIN_IMPORTS_BEING_REMOVED = {
  'src/server/domain/orders/schedule-offering.ts': ['jobs'],
  'src/server/domain/offers/offering.ts': ['jobs'],
  'src/server/domain/offers/offer-next.ts': ['jobs', 'config'],
  'src/server/domain/offers/operator-moves.ts': ['jobs'],
  'src/server/domain/mail/app-link.ts': ['config'],
  'src/server/domain/mail/queue-mail.ts': ['jobs'],
  'src/server/domain/organizations/transfer-instructions.ts': ['config'],
  'src/server/domain/webhooks/deliver-event.ts': ['config'],
  'src/server/domain/webhooks/resend-event.ts': ['jobs'],
  'src/server/domain/webhooks/delivery-schedule.ts': ['jobs'],
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: 'Import across folders with ~/ (one import style).' }] },
      ],
    },
  },
  {
    // The domain core stays plain TypeScript over the database: no framework packages (the folders it may
    // import are the boundaries rule's business). Repeats the import-style pattern, which this block replaces.
    files: ['src/server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import across folders with ~/ (one import style).' },
            {
              group: ['next', 'next/*', 'react', 'react-dom', '@trpc/*', 'trpc-to-openapi'],
              message: 'The domain core must not depend on Next, React or tRPC.',
            },
          ],
        },
      ],
    },
  },
  {
    // Business time comes from the domain clock only.
    files: ['src/server/domain/**/*.ts', 'src/server/jobs/**/*.ts'],
    ignores: ['src/server/domain/clock.ts', '**/*.test.ts'],
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
    rules: { 'boundaries/element-types': ['error', layerRules()] },
  },
  // removed by the lifecycle/jobs refactor
  ...Object.entries(DOMAIN_IMPORTS_BEING_REMOVED).map(([file, extra]) => ({
    files: [file],
    rules: { 'boundaries/element-types': ['error', layerRules({ domain: extra })] },
  })),
);
