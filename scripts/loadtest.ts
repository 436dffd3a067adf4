/**
 * `npm run loadtest [-- --duration 30 --connections 200 --notices 100000 --only list,card]`:
 * autocannon against the real app (scripts/bench-server.ts: a fresh temporary database of
 * published notices, pages rendered from the built PWA) in a process of its own, one scenario
 * after another, each after a short unmeasured warm-up:
 *   list     GET /api/notices, rotating the list screen's filters (county, type, sort)
 *   card     GET /{type}/{id}: the server-rendered HTML of random notices' card pages
 *   candles  POST /api/notices/:id/candles on random notices
 *   replies  POST /api/notices/:id/replies on random notices
 * Every write comes from a new visitor (a cookie and CSRF token signed with the bench server's
 * secret), so the per-visitor limits (one candle an hour per notice, five replies in ten
 * minutes) do not turn the run into a measurement of 429s: it measures the accepted write path
 * (transaction, counter, push queue) under contention. Prints req/s, p99 latency, answers by
 * status, errors and timeouts, with the machine's load. Figures, not pass/fail.
 */
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freshVisitorHeaders, startBenchServer } from './bench-common';
import { distDir, ensureBuilt } from './pwa-build';

const SCENARIOS = ['list', 'card', 'candles', 'replies'] as const;
type Scenario = (typeof SCENARIOS)[number];

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
    notices: { type: 'string', default: '100000' },
    only: { type: 'string', default: SCENARIOS.join(',') },
    warmup: { type: 'string', default: '3' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const only = values.only.split(',') as Scenario[];
const unknown = only.filter((s) => !SCENARIOS.includes(s));
if (unknown.length || !(duration > 0) || !(connections > 0)) {
  console.error(`Usage: npm run loadtest -- [--duration S] [--connections N] [--notices N]
  [--warmup S] [--only ${SCENARIOS.join(',')}]`);
  process.exit(2);
}

const machine = () => {
  const [one, five] = loadavg();
  return `load average ${one!.toFixed(2)} / ${five!.toFixed(2)} (1 / 5 min) on ${cpus().length} × ${
    cpus()[0]?.model.trim() ?? 'CPU'
  }, ${(freemem() / 2 ** 30).toFixed(1)} of ${(totalmem() / 2 ** 30).toFixed(1)} GiB free`;
};

ensureBuilt();
console.log(`Before: ${machine()}`);
const { ready, stop } = await startBenchServer({
  BENCH_NOTICES: values.notices,
  BENCH_DIST: distDir,
});
console.log(
  `Database: ${ready.total.toLocaleString('en')} published notices, built in ${ready.buildMs} ms`,
);

const origin = `http://127.0.0.1:${ready.appPort}`;
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const randomNotice = () => 1 + Math.floor(Math.random() * ready.total);
const LIST_QUERIES = [
  '',
  '?sort=1',
  '?sort=2',
  '?type=0',
  '?type=1,2',
  ...Array.from({ length: 15 }, (_, i) => `?county=${i + 1}`),
];

/** A write as the PWA sends it, from a visitor never seen before */
const write = (path: string, body: object) => ({
  method: 'POST' as const,
  path,
  headers: {
    ...freshVisitorHeaders(),
    origin,
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
  },
  body: JSON.stringify(body),
});

let replyNo = 0;
const scenarios: Record<Scenario, { title: string; request: () => object }> = {
  list: {
    title: 'GET /api/notices (list filters, rotating)',
    request: () => ({ path: `/api/notices${pick(LIST_QUERIES)}` }),
  },
  card: {
    title: 'GET /{type}/{id} (card page HTML)',
    request: () => ({ path: pick(ready.cardPaths) }),
  },
  candles: {
    title: 'POST /api/notices/:id/candles',
    request: () => write(`/api/notices/${randomNotice()}/candles`, {}),
  },
  replies: {
    title: 'POST /api/notices/:id/replies',
    request: () =>
      write(`/api/notices/${randomNotice()}/replies`, {
        author: 'Koormustest',
        text: `Mälestame ${++replyNo}`,
      }),
  },
};

function run(request: () => object, seconds: number) {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req: object) => ({ ...req, ...request() }) }],
  });
}

const rows = [];
try {
  for (const name of only) {
    const { title, request } = scenarios[name];
    if (warmup > 0) await run(request, warmup);
    const result = await run(request, duration);
    const byStatus = Object.entries(result.statusCodeStats ?? {})
      .map(([status, s]) => `${status}: ${s.count ?? 0}`)
      .join(', ');
    rows.push({
      title,
      reqPerSec: Math.round(result.requests.average),
      p99: result.latency.p99,
      total: result.requests.total,
      byStatus,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
    console.log(`${title}: done`);
  }
} finally {
  stop();
}

console.log(
  `\nautocannon: ${connections} connections, ${duration} s per scenario (after ${warmup} s warm-up)\n`,
);
console.log(
  '| scenario | req/s | p99 ms | requests | answers by status | non-2xx | errors (of them timeouts) |',
);
console.log('|---|---:|---:|---:|---|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.title} | ${r.reqPerSec} | ${r.p99} | ${r.total} | ${r.byStatus} | ${r.non2xx} | ${r.errors} (${r.timeouts}) |`,
  );
}
console.log(`\nAfter: ${machine()}`);
