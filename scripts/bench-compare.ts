/**
 * `npm run bench:compare -- <other checkout>`: this tree's API against another commit's, on the
 * benchmark's database and routes (`npm run bench`), as the server CPU time each request costs.
 * Both bench servers run at once and take turns: short bursts of each route, alternating which
 * goes first, so the swings of a shared machine's speed fall on both alike (req/s on such a
 * machine varied by half between runs minutes apart). Prints per route the median CPU per request
 * of each and the median of the per-round ratios, with their range.
 *
 * The other checkout needs its node_modules (a `git worktree` with a link to this one's will do).
 * BENCH_BURST (requests a burst, default 8000) and BENCH_ROUNDS (default 12) set the size.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchRoutes, startBenchServer } from './bench-common';

const other = process.argv[2];
if (!other || !existsSync(path.join(other, 'scripts/bench-server.ts'))) {
  console.error('Usage: npm run bench:compare -- <a checkout of the other commit>');
  process.exit(1);
}
const burst = Number(process.env.BENCH_BURST ?? 8000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 12);

/** The process's user + system CPU time in µs (/proc: clock ticks of 10 ms) */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const servers = {
  other: await startBenchServer({}, path.resolve(other)),
  this: await startBenchServer(),
};
type Side = keyof typeof servers;
console.log(
  `${servers.this.ready.total.toLocaleString('en')} notices, ` +
    `${servers.this.ready.companies.toLocaleString('en')} companies; ` +
    `${rounds} rounds of ${burst} requests (10 connections) per route and tree\n`,
);
console.log('| route | other µs/request | this µs/request | this/other, median (range) |');
console.log('|---|---:|---:|---:|');

try {
  // both databases are built from the same seed: one set of paths serves both
  for (const route of benchRoutes(servers.this.ready)) {
    const requests = [{ setupRequest: (req: object) => ({ ...req, path: route.path() }) }];
    const fire = (side: Side) =>
      autocannon({
        url: `http://127.0.0.1:${servers[side].ready.appPort}`,
        connections: 10,
        amount: burst,
        requests,
      });
    const cost: Record<Side, number[]> = { other: [], this: [] };
    // warm up the JIT and the caches, unmeasured
    await fire('other');
    await fire('this');
    for (let round = 0; round < rounds; round++) {
      const order: Side[] = round % 2 ? ['this', 'other'] : ['other', 'this'];
      for (const side of order) {
        const before = cpuMicros(servers[side].pid);
        const result = await fire(side);
        if (result.non2xx || result.errors) throw new Error(`${side}: ${route.name} failed`);
        cost[side].push((cpuMicros(servers[side].pid) - before) / burst);
      }
    }
    const ratios = cost.this.map((value, i) => value / cost.other[i]!);
    console.log(
      `| ${route.name} | ${median(cost.other).toFixed(0)} | ${median(cost.this).toFixed(0)} | ` +
        `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
    );
  }
} finally {
  servers.other.stop();
  servers.this.stop();
}
