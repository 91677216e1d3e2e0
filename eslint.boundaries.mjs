// The layers of docs/architecture.md as import rules (eslint-plugin-boundaries). Every file under src/ is one
// element type; an import is allowed only along an edge listed in LAYER_EDGES.
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;

/** `'use client'` files under src/app: what the browser bundle starts from, found by their directive. */
function clientComponentFiles(dir = path.join(root, 'src/app')) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientComponentFiles(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const head = fs.readFileSync(file, 'utf8').trimStart();
    return head.startsWith("'use client'") || head.startsWith('"use client"') ? [path.relative(root, file)] : [];
  });
}

/** First match wins, so the narrow types come before the folders that contain them. */
const ELEMENTS = [
  {
    type: 'test',
    pattern: [
      'src/**/*.test.ts',
      'src/test/**',
      'src/reliability/**',
      'src/server/api/routers/dashboard/org/org-test-setup.ts',
      'src/server/api/routers/dashboard/practitioner/test-people.ts',
    ],
  },
  {
    type: 'shared',
    pattern: ['src/shared/**'],
  },
  { type: 'mcp', pattern: ['src/mcp/**'] },
  // Where a process wires the domain (job scheduler, settings) and Next's own entry into its server bundle.
  { type: 'composition', pattern: ['src/server/composition.ts', 'src/instrumentation.ts'] },
  { type: 'client', pattern: clientComponentFiles() },
  { type: 'app', pattern: ['src/app/**'] },
  { type: 'front-door', pattern: ['src/server/front-door/**'] },
  { type: 'api', pattern: ['src/server/api/**'] },
  { type: 'domain', pattern: ['src/server/domain/**'] },
  { type: 'db', pattern: ['src/server/db/**'] },
  // The worker process: graphile-worker runners, lanes, supervision, heartbeat and the task files.
  { type: 'worker', pattern: ['src/server/worker/**'] },
  // Development tooling: the embedded Postgres cluster `npm start` and the tests run when DATABASE_URL is unset.
  { type: 'embedded-postgres', pattern: ['src/server/embedded-postgres/**'] },
  { type: 'config', pattern: ['src/server/config.ts', 'src/server/private-webhook-targets.ts'] },
  { type: 'logger', pattern: ['src/server/logger.ts', 'src/server/log-sanitizer.ts'] },
  {
    type: 'server-infra',
    pattern: ['src/server/auth/**', 'src/server/demo/**', 'src/server/health/**', 'src/server/http/**'],
  },
  // What goes out of the service: webhooks over HTTP (with the SSRF guard), e-mail over SMTP. Adapters of the
  // domain's ports (WebhookTransport, MailSender), handed to the domain by the worker's tasks.
  { type: 'outbound', pattern: ['src/server/outbound/**'] },
  // Spans over OpenTelemetry's API, which the pool, the logger, the /v1 pipeline, the jobs and the webhook
  // transport open around their own work; the SDK itself is started by the entry points (start-tracing.ts).
  { type: 'tracing', pattern: ['src/server/observability/tracing.ts', 'src/server/observability/traced-sql.ts'] },
  // Metrics (and later traces) of the processes: what an operator scrapes; reads the database, changes nothing.
  { type: 'observability', pattern: ['src/server/observability/**'] },
  { type: 'cli', pattern: ['src/cli/**'] },
].map((element) => ({ ...element, mode: 'full' }));

const SERVER = ['api', 'domain', 'db', 'worker', 'config', 'logger', 'server-infra'];

/** Who may import whom (value imports). Everyone may import its own type, except where listed otherwise. */
export const LAYER_EDGES = {
  shared: ['shared'],
  mcp: ['mcp', 'shared'],
  client: ['client', 'app', 'shared'],
  app: ['app', 'client', 'mcp', 'front-door', 'shared', 'composition', ...SERVER],
  // The HTTP entry of /v1 and /mcp: the one /v1 pipeline and the doors that call it.
  'front-door': [
    'front-door',
    'api',
    'mcp',
    'domain',
    'db',
    'config',
    'logger',
    'server-infra',
    'shared',
    'composition',
    'tracing',
  ],
  api: ['api', 'domain', 'db', 'config', 'logger', 'server-infra', 'shared'],
  domain: ['domain', 'db', 'logger', 'shared'],
  db: ['db', 'embedded-postgres', 'config', 'logger', 'tracing', 'shared'],
  'embedded-postgres': ['embedded-postgres', 'config', 'logger', 'shared'],
  worker: ['worker', 'domain', 'db', 'config', 'logger', 'server-infra', 'outbound', 'tracing', 'shared'],
  outbound: ['outbound', 'config', 'logger', 'tracing', 'shared'],
  observability: ['observability', 'tracing', 'api', 'db', 'config', 'logger', 'shared'],
  tracing: ['tracing', 'shared'],
  config: ['config', 'shared'],
  composition: ['domain', 'worker', 'outbound', 'config', 'shared'],
  logger: ['logger', 'config', 'tracing', 'shared'],
  'server-infra': ['server-infra', 'domain', 'db', 'worker', 'config', 'logger', 'shared', 'composition'],
  cli: [
    'cli',
    'mcp',
    'front-door',
    'shared',
    'composition',
    'embedded-postgres',
    'observability',
    'tracing',
    ...SERVER,
  ],
  test: [
    'test',
    'shared',
    'mcp',
    'client',
    'app',
    'cli',
    'front-door',
    'composition',
    'embedded-postgres',
    'outbound',
    'observability',
    'tracing',
    ...SERVER,
  ],
};

/**
 * A client component may import server modules' types (`import type`, erased before bundling: the tRPC
 * router type, row types); never their values.
 */
const CLIENT_TYPE_IMPORTS = { from: 'client', allow: SERVER, importKind: 'type' };

/** An outbound adapter implements a port the domain declares (`import type`), and imports nothing else of it. */
const OUTBOUND_PORT_TYPES = { from: 'outbound', allow: ['domain'], importKind: 'type' };

export function layerRules(extraEdges = {}) {
  return {
    default: 'disallow',
    message: '${file.type} must not import ${dependency.type} (layers: docs/architecture.md)',
    rules: [
      ...Object.entries(LAYER_EDGES).map(([from, allow]) => ({
        from,
        allow: [...allow, ...(extraEdges[from] ?? [])],
      })),
      CLIENT_TYPE_IMPORTS,
      OUTBOUND_PORT_TYPES,
    ],
  };
}

export const boundariesSettings = {
  'boundaries/elements': ELEMENTS,
  'boundaries/include': ['src/**/*'],
  'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') }, node: true },
};
