// The Grafana dashboard and the alert rules in docs/ops/ name only metrics the service exposes: a renamed metric
// fails here, not silently on an operator's board.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webMetrics } from './web-metrics';

const SUFFIXES = /_(bucket|sum|count)$/;

describe('docs/ops', () => {
  it('every aos_* metric of the dashboard and the alert rules is one the web process registers', () => {
    const { registry } = webMetrics(() => Promise.reject(new Error('no database in this test')));
    const registered = new Set(registry.getMetricsAsArray().map((m) => (m as unknown as { name: string }).name));
    const docs = ['docs/ops/grafana-dashboard.json', 'docs/ops/prometheus-alerts.yml'].map((f) =>
      readFileSync(f, 'utf8'),
    );
    const named = new Set(
      docs.flatMap((text) => [...text.matchAll(/\baos_[a-z0-9_]*[a-z0-9](?![a-z0-9_*])/g)].map((m) => m[0])),
    );
    expect(named.size).toBeGreaterThan(10);
    const unknown = [...named].filter((name) => !registered.has(name) && !registered.has(name.replace(SUFFIXES, '')));
    expect(unknown).toEqual([]);
  });
});
