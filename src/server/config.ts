import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import os from 'node:os';
import { z } from 'zod';
import { MCP_SETTINGS_SHAPE, standaloneMcpResource } from '~/shared/settings/mcp-settings';
import { allowPrivateWebhookTargets } from './private-webhook-targets';

const flag = z.enum(['0', '1', 'true', 'false', 'on', 'off']).transform((v) => v === '1' || v === 'true' || v === 'on');

/** An IP address or an RFC 1123 host name (what `next start -H` accepts). */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const host = z
  .string()
  .trim()
  .refine(
    (v) => isIP(v) !== 0 || HOSTNAME.test(v),
    'must be an IP address or a host name (e.g. 127.0.0.1, 0.0.0.0, ::1, localhost)',
  );

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  /** Address the web app binds; loopback unless said otherwise (`0.0.0.0` in a container). */
  HOST: host.default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  OFFER_WINDOW_SECONDS: z.coerce.number().positive().default(1800),
  TEST_MODE_STEP_SECONDS: z.coerce.number().positive().default(10),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().default(10),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Moves business time (domain/clock.ts) by this many ms in the processes it is given to (tests). */
  CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Per-file cap of POST /v1/files, bytes (25 MiB). */
  FILES_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  /** Stored bytes per organization and mode (2 GiB); test files count against the test quota only. */
  FILES_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024 * 1024),
  /** How long an order's signed file link (`download_url`) works, seconds. */
  FILE_LINK_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(900),
  /** Where new files' bytes go: `postgres` (chunks beside the metadata) or `s3` (the S3_* settings). */
  FILE_STORAGE: z.enum(['postgres', 's3']).default('postgres'),
  S3_BUCKET: z.string().trim().optional(),
  /** An S3-compatible endpoint (MinIO, R2, ...); unset: AWS. */
  S3_ENDPOINT: z.string().trim().url().optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: flag.default(true),
  ...MCP_SETTINGS_SHAPE,
  ALLOW_PRIVATE_WEBHOOK_TARGETS: flag.optional(),
  /**
   * Tests only: OAuth client ID metadata documents may then be fetched over http and from loopback and private
   * addresses. Off, a `client_id` URL must be https and resolve to public addresses only.
   */
  OAUTH_CLIENT_METADATA_ALLOW_INSECURE: flag.default(false),
  WORKER: flag.default(true),
  /** Set by `npm start` for its child processes when it started the embedded database. */
  SERVICE_EMBEDDED_DB: flag.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Header(s) carrying the client address, as set by your proxy (used for sign-in rate limits). */
  AUTH_IP_HEADER: z.string().trim().min(1).default('x-forwarded-for'),
  AUTH_TRUSTED_PROXIES: z.string().trim().default(''),
  /** Outgoing mail: an SMTP URL (smtp://user:pass@host:587, smtps://...); unset = log + outbox only. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().trim().min(3).default('Agent Order Service <no-reply@localhost>'),
  /** The address people reach the web app at, for links in e-mails. */
  PUBLIC_URL: z.string().url().optional(),
  /** better-auth's base URL; when set beside PUBLIC_URL the two must name the same origin. */
  BETTER_AUTH_URL: z.string().url().optional(),
  SERVICE_BANK_NAME: z.string().trim().min(1).default('Bank Central Asia (BCA)'),
  SERVICE_BANK_ACCOUNT_NUMBER: z.string().trim().min(1).default('000-000-0000'),
  /** Secret of better-auth's sessions; unset, a local one is generated and kept in .data/ (auth/auth-secret.ts). */
  BETTER_AUTH_SECRET: z.string().trim().optional(),
  /** `npm start` tells its web server whether /health must see a live worker (it runs one itself). */
  HEALTH_REQUIRE_WORKER: flag.default(false),
  /** Demo accounts: 1/0 forces them on/off; unset, only on the embedded database bound to loopback. */
  SEED_DEMO: z.string().optional(),
  /** The account running a CLI command, recorded as its actor (`ops`). */
  USER: z.string().optional(),
  /** `npm start` trusts the existing build (tests, container images). */
  SKIP_BUILD: flag.default(false),
  SERVICE_BANK_ACCOUNT_NAME: z.string().trim().min(1).default('PT Agent Order Service'),
  /** Bearer token a scraper sends to `/metrics` from outside the machine (loopback needs none); unset: loopback only. */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  /** OpenTelemetry's standard variables: traces are exported by OTLP only when an endpoint is set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().trim().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().trim().url().optional(),
  OTEL_SDK_DISABLED: z.string().optional(),
  OTEL_TRACES_EXPORTER: z.string().optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('agent-order-service'),
  /** Web processes behind the one port (node:cluster): a number, or `auto` for one per core; unset: one. */
  WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).optional(),
});

/** The settings of a process, validated and shaped from its environment. */
const configSchema = environment
  .superRefine((env, ctx) => {
    if (env.BETTER_AUTH_URL && env.PUBLIC_URL && new URL(env.BETTER_AUTH_URL).origin !== new URL(env.PUBLIC_URL).origin)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'PUBLIC_URL and BETTER_AUTH_URL name different origins; mailed links would disagree. Set one, or both to the same origin.',
      });
    if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'FILE_STORAGE=s3 needs S3_BUCKET.' });
  })
  .transform((env) => {
    const embedded = !env.DATABASE_URL || env.SERVICE_EMBEDDED_DB;
    const trim = (url: string | undefined) => url?.replace(/\/+$/, '');
    /** The configured public origin better-auth works on; undefined on a local instance (loopback names). */
    const authBaseUrl = trim(env.BETTER_AUTH_URL) ?? trim(env.PUBLIC_URL);
    return {
      port: env.PORT,
      /** Address the web app listens on (`next start -H`). */
      host: env.HOST,
      databaseUrl: env.DATABASE_URL,
      embeddedPgPort: env.EMBEDDED_PG_PORT,
      clockOffsetMs: env.CLOCK_OFFSET_MS,
      offerWindowSeconds: env.OFFER_WINDOW_SECONDS,
      testModeStepSeconds: env.TEST_MODE_STEP_SECONDS,
      webhookRetryBaseSeconds: env.WEBHOOK_RETRY_BASE_SECONDS,
      webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      filesMaxBytes: env.FILES_MAX_BYTES,
      filesQuotaBytes: env.FILES_QUOTA_BYTES,
      fileLinkTtlSeconds: env.FILE_LINK_TTL_SECONDS,
      fileStorage: env.FILE_STORAGE,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : null,
      mcpPort: env.MCP_PORT,
      /** The standalone tool server's `/mcp`, a protected resource the authorization server issues tokens for. */
      standaloneMcpResource: standaloneMcpResource(env.MCP_PORT, env.MCP_PUBLIC_URL),
      oauthClientMetadataAllowInsecure: env.OAUTH_CLIENT_METADATA_ALLOW_INSECURE,
      serviceApiUrl: env.SERVICE_API_URL,
      allowPrivateWebhookTargets: allowPrivateWebhookTargets({
        flag: env.ALLOW_PRIVATE_WEBHOOK_TARGETS,
        embeddedDatabase: embedded,
        host: env.HOST,
      }),
      workerEnabled: env.WORKER,
      healthRequireWorker: env.HEALTH_REQUIRE_WORKER,
      seedDemo: env.SEED_DEMO,
      skipBuild: env.SKIP_BUILD,
      osUser: env.USER || undefined,
      logLevel: env.LOG_LEVEL,
      /** Where better-auth reads the client IP for its sign-in rate limit. */
      authIp: {
        headers: env.AUTH_IP_HEADER.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
        trustedProxies: env.AUTH_TRUSTED_PROXIES.split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      },
      authSecret: env.BETTER_AUTH_SECRET || undefined,
      metricsToken: env.METRICS_TOKEN,
      webConcurrency: env.WEB_CONCURRENCY === 'auto' ? os.availableParallelism() : (env.WEB_CONCURRENCY ?? 1),
      /** OTLP trace export (observability/start-tracing.ts): on when an endpoint is set and the SDK not disabled. */
      tracing: {
        enabled:
          Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT) &&
          env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true' &&
          !/(^|,)\s*none\s*(,|$)/.test(env.OTEL_TRACES_EXPORTER ?? ''),
        serviceName: env.OTEL_SERVICE_NAME,
      },
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
      /** Base of links in e-mails (no trailing slash). */
      publicUrl: authBaseUrl ?? `http://localhost:${env.PORT}`,
      authBaseUrl,
      /** The service's account that organizations transfer deposits to. */
      bank: {
        name: env.SERVICE_BANK_NAME,
        accountNumber: env.SERVICE_BANK_ACCOUNT_NUMBER,
        accountName: env.SERVICE_BANK_ACCOUNT_NAME,
      },
    };
  });

export type Config = z.output<typeof configSchema>;

let cached: Config | undefined;

/** Runtime settings, read from the environment once and validated; a bad value stops the process early. */
export function config(): Config {
  if (cached) return cached;
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/**
 * The log level alone, through the same schema. The logger is created when its module loads, before anything
 * validates the whole environment, and must not fail there because of another setting.
 */
export function logLevel(): Config['logLevel'] {
  return cached?.logLevel ?? environment.shape.LOG_LEVEL.parse(process.env.LOG_LEVEL);
}

/**
 * BETTER_AUTH_SECRET, or for local use a secret generated on first start and kept in .data/ (ignored by
 * git) so sessions survive restarts. Nothing is shipped in the repository. File links sign with a key derived
 * from it (composition.ts).
 */
export function authSecret(): string {
  const fromEnv = config().authSecret;
  if (fromEnv) return fromEnv;
  const file = path.join(process.cwd(), '.data', 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
