/**
 * The environment of a web server a bench tool starts on its scratch cluster: no embedded Postgres, no worker
 * required by /health, a rate limit that counts but never refuses, one web process, quiet logs.
 */
export function benchWebServerEnv(options: { port: number; url: string; dist: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.url,
    SERVICE_EMBEDDED_DB: '0',
    NEXT_DIST_DIR: options.dist,
    NEXT_TELEMETRY_DISABLED: '1',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_CONCURRENCY: '1',
    HEALTH_REQUIRE_WORKER: '0',
    LOG_LEVEL: 'warn',
  };
}
