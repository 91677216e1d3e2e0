import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Db } from '~/server/db/client';
import { registerDatabaseMetrics } from './database-metrics';
import { httpMetrics, type HttpMetrics } from './http-metrics';

/** The metrics of a web process: its requests and runtime, and the database's business figures. */
export function webMetrics(db: () => Promise<Db>): { registry: Registry; http: HttpMetrics } {
  const registry = new Registry();
  registry.setDefaultLabels({ process: 'web' });
  collectDefaultMetrics({ register: registry, prefix: 'aos_' });
  registerDatabaseMetrics(registry, db);
  // 1 per web process: summed over a cluster (WEB_CONCURRENCY), it says how many serve the port.
  new Gauge({ name: 'aos_web_processes', help: 'Web processes serving', registers: [registry] }).set(1);
  return { registry, http: httpMetrics(registry) };
}
