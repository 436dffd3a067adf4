/**
 * `npm run bench`: req/s and p99 latency of the hot API routes on a 100,000-notice database,
 * next to a bare Hono hello-world measured in the same run (autocannon, 50 connections, 10 s).
 * Figures, not pass/fail: the targets are list ≥ 35 % of hello-world's req/s, search p99 < 20 ms,
 * and the directory's nearest 12 with a service filter (10,000 companies) ≥ 35 % of
 * hello-world's req/s with p99 ≤ 10 ms.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { benchRoutes, startBenchServer } from './bench-common';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const { ready, stop } = await startBenchServer();
console.log(
  `Database: ${ready.total.toLocaleString('en')} published notices and ` +
    `${ready.companies.toLocaleString('en')} directory companies, built in ${ready.buildMs} ms\n`,
);

async function measure(name: string, port: number, paths: () => string) {
  const requests = [{ setupRequest: (req: object) => ({ ...req, path: paths() }) }];
  // warm up the JIT and the caches, unmeasured
  await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: 1, requests });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { name, reqPerSec: result.requests.average, p99: result.latency.p99, failed };
}

const rows = [];
try {
  rows.push(await measure('hello-world (bare Hono)', ready.helloPort, () => '/'));
  for (const route of benchRoutes(ready)) {
    rows.push(await measure(route.name, ready.appPort, route.path));
  }
} finally {
  stop();
}

const hello = rows[0]!.reqPerSec;
console.log(`autocannon: ${connections} connections, ${duration} s per route\n`);
console.log('| route | req/s | p99 ms | % of hello-world | failed |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p99} | ${((100 * r.reqPerSec) / hello).toFixed(0)} % | ${r.failed} |`,
  );
}
const list = rows[1]!;
const search = rows[2]!;
const nearest = rows.at(-1)!;
console.log(
  `\nlist vs hello-world: ${((100 * list.reqPerSec) / hello).toFixed(0)} % (target ≥ 35 %); ` +
    `name search p99: ${search.p99} ms (target < 20 ms)`,
);
console.log(
  `directory: ${((100 * nearest.reqPerSec) / hello).toFixed(0)} % of hello-world (target ≥ 35 %); ` +
    `nearest 12 of ${ready.companies.toLocaleString('en')} companies with a service filter, ` +
    `p99 ${nearest.p99} ms (target ≤ 10 ms)`,
);
// what the machine was doing besides: a busy machine's shares say little
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
