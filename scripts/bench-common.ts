/**
 * What `npm run bench` and `npm run loadtest` share: the server process (scripts/bench-server.ts,
 * a temporary database of many published notices) and the secret it signs visitors with, so a
 * load generator can act as any number of visitors without asking for each cookie.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { csrfToken, VISITOR_COOKIE } from '../api/src/middleware/visitor';
import { root } from './pwa-build';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret';

/** The line bench-server prints once it serves */
export interface BenchReady {
  appPort: number;
  helloPort: number;
  total: number;
  buildMs: number;
  surname: string;
  surnames: string[];
  /** Card page paths (/{type segment}/{id}) of a sample of the notices */
  cardPaths: string[];
  /** Directory companies in the database, its service categories' ids, places to search around */
  companies: number;
  serviceIds: number[];
  points: { lat: number; lon: number }[];
}

/** Starts bench-server in its own process (its own CPU); `env` adds BENCH_* settings. */
export async function startBenchServer(env: Record<string, string> = {}) {
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
      '--import',
      'tsx',
      'scripts/bench-server.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  const ready = await new Promise<BenchReady>((resolve, reject) => {
    createInterface({ input: server.stdout! }).once('line', (line) =>
      resolve(JSON.parse(line) as BenchReady),
    );
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { ready, stop: () => server.kill('SIGTERM') };
}

/** A new visitor, as the server would have issued it: cookie and CSRF headers of a write. */
export function freshVisitorHeaders(): Record<string, string> {
  const id = randomBytes(16).toString('base64url');
  return {
    cookie: `${VISITOR_COOKIE}=${id}`,
    'x-requested-with': 'XMLHttpRequest',
    'x-csrf-token': csrfToken(BENCH_SECRET, id),
  };
}
