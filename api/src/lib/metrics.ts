/**
 * The server's Prometheus metrics (decision 0112), served as text by GET /metrics
 * (routes/metrics): requests by route pattern and status with their durations, the job queues'
 * depths and the PostgreSQL pool read at scrape time, and the process's own (prom-client's
 * defaults). One registry per app (tests run several apps in one process); the process metrics
 * once per process.
 */
import {
  Counter,
  Gauge,
  Registry,
  collectDefaultMetrics,
  type Metric,
  type MetricValueWithName,
} from 'prom-client';
import type pg from 'pg';

/** What the queues hold: rows still to send or to do, read from their tables */
export interface QueueDepths {
  mail: number;
  push: number;
  refunds: number;
}

export interface MetricsSources {
  queueDepths: () => Promise<QueueDepths>;
  /** The PostgreSQL pool, on PostgreSQL; null on SQLite */
  pool: pg.Pool | null;
}

export interface Metrics {
  /** Counts one answered request under its route pattern (never the raw path) */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** The exposition text, and its content type */
  scrape(): Promise<{ text: string; contentType: string }>;
}

let processRegistry: Registry | undefined;

/** The process's metrics (CPU, memory, event loop, GC), collected once in a process */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = { method: string; route: string; status: string };

/**
 * http_request_duration_seconds, a histogram by method, route and status that the app counts
 * itself: a request adds one to its series' bucket (an array preallocated per series) and its
 * time to the sum; the bucket lines are added up when scraped, and prom-client's registry
 * writes them (get(): a metric's values as prom-client's own give them). prom-client's
 * Histogram.observe() cost ~6–8 µs a request in the running server (decision 0112).
 */
function requestDurations() {
  const name = 'http_request_duration_seconds';
  const series = new Map<string, { labels: Labels; counts: Float64Array; sum: number }>();
  return {
    name,
    help: 'Time from the request reaching the app to its answer, by method, route and status',
    type: 'histogram',
    aggregator: 'sum',
    observe(method: string, route: string, status: number, seconds: number): void {
      const key = `${method} ${status} ${route}`;
      let one = series.get(key);
      if (!one) {
        const labels = { method, route, status: String(status) };
        one = { labels, counts: new Float64Array(DURATION_BUCKETS.length + 1), sum: 0 };
        series.set(key, one);
      }
      let bucket = 0;
      while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
      one.counts[bucket]! += 1;
      one.sum += seconds;
    },
    async get() {
      const values: MetricValueWithName<string>[] = [];
      for (const { labels, counts, sum } of series.values()) {
        let below = 0;
        for (let i = 0; i < counts.length; i++) {
          below += counts[i]!;
          const le = i < DURATION_BUCKETS.length ? DURATION_BUCKETS[i]! : '+Inf';
          values.push({ metricName: `${name}_bucket`, labels: { le, ...labels }, value: below });
        }
        values.push({ metricName: `${name}_sum`, labels, value: sum });
        values.push({ metricName: `${name}_count`, labels, value: below });
      }
      return { name, help: this.help, type: this.type, aggregator: this.aggregator, values };
    },
  };
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const durations = requestDurations();
  registry.registerMetric(durations as unknown as Metric);
  // the requests' counts are the histogram's, copied at scrape time: one update a request
  new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { metricName, labels, value } of (await durations.get()).values) {
        if (metricName === 'http_request_duration_seconds_count') this.inc(labels, value);
      }
    },
  });
  new Gauge({
    name: 'kyynal_queue_depth',
    help: 'Jobs waiting or in progress in a queue (mail outbox, push jobs, refunds owed)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const depths = await sources.queueDepths();
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  const { pool } = sources;
  if (pool) {
    new Gauge({
      name: 'kyynal_pg_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return {
    observe: durations.observe,
    async scrape() {
      const process = await processMetrics().metrics();
      return { text: `${await registry.metrics()}\n${process}`, contentType: registry.contentType };
    },
  };
}
