import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurationHistogram } from './metrics.ts';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// On a bound, below the first, above the last, zero; two routes, two statuses and two methods.
const observations: [method: string, route: string, status: number, seconds: number][] = [
  ['GET', '/api/health', 200, 0.0004],
  ['GET', '/api/health', 200, 0.005],
  ['POST', '/api/scan/redeem', 409, 0.0123],
  ['POST', '/api/scan/redeem', 200, 0.25],
  ['POST', '/api/scan/redeem', 200, 0.2500001],
  ['GET', '/api/health', 200, 12.5],
  ['POST', '/api/shop/create-order', 201, 0],
  ['GET', 'unmatched', 404, 1],
];

function ours(values = observations): Registry {
  const registry = new Registry();
  const histogram = new RequestDurationHistogram(buckets);
  registry.registerMetric(histogram as unknown as Histogram);
  for (const [method, route, status, seconds] of values) histogram.observe(method, route, status, seconds);
  return registry;
}

function promClients(values = observations): Registry {
  const registry = new Registry();
  const { name, help } = new RequestDurationHistogram(buckets);
  const histogram = new Histogram({
    name,
    help,
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of values) {
    histogram.observe({ method, route, status_code: String(status) }, seconds);
  }
  return registry;
}

describe('RequestDurationHistogram', () => {
  it("prints what prom-client's Histogram prints for the same observations", async () => {
    const text = await ours().metrics();
    expect(text).toBe(await promClients().metrics());
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status_code="200"} 3',
    );
  });

  it("sums across processes as prom-client's Histogram does", async () => {
    const second = observations.slice(2, 6);
    const aggregated = async (build: (values?: typeof observations) => Registry) =>
      AggregatorRegistry.aggregate([await build().getMetricsAsJSON(), await build(second).getMetricsAsJSON()]).metrics();
    expect(await aggregated(ours)).toBe(await aggregated(promClients));
  });

  it('starts again from nothing when the registry is reset', async () => {
    const registry = ours();
    registry.resetMetrics();
    expect(await registry.metrics()).toBe(await promClients([]).metrics());
  });
});
