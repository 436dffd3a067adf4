/**
 * What `npm run bench` and `npm run loadtest` share: the server process (scripts/bench-server.ts,
 * a temporary database of many published notices) and the secret it signs visitors with, so a
 * load generator can act as any number of visitors without asking for each cookie.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { csrfToken, VISITOR_COOKIE } from '#api/middleware/visitor';
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

/**
 * Starts bench-server in its own process (its own CPU); `env` adds BENCH_* settings, `tree` runs
 * another checkout's bench server (`npm run bench:compare`).
 */
export async function startBenchServer(env: Record<string, string> = {}, tree = root) {
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
      '--import',
      'tsx',
      'scripts/bench-server.ts',
    ],
    {
      cwd: tree,
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
  return { ready, pid: server.pid!, stop: () => server.kill('SIGTERM') };
}

/**
 * The benchmark's API routes, in the order `npm run bench` prints them, each with the request
 * paths it rotates through
 */
export function benchRoutes(ready: BenchReady): { name: string; path: () => string }[] {
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const q = encodeURIComponent(ready.surname.toLowerCase());
  const names = ready.surnames.map((n) => encodeURIComponent(n.toLowerCase()));
  return [
    { name: 'GET /api/notices', path: () => '/api/notices' },
    { name: `GET /api/notices?name=${q}`, path: () => `/api/notices?name=${q}` },
    {
      name: `GET /api/notices?name=… (${names.length} surnames, rotating)`,
      path: () => `/api/notices?name=${pick(names)}`,
    },
    {
      name: 'GET /api/notices/:id',
      path: () => `/api/notices/${1 + Math.floor(Math.random() * ready.total)}`,
    },
    {
      // a phone's rounded position (2 decimals) near a random place, one service category
      name: 'GET /api/companies?lat&lon&service (nearest 12)',
      path: () => {
        const { lat, lon } = pick(ready.points);
        const service = pick(ready.serviceIds);
        return `/api/companies?lat=${lat.toFixed(2)}&lon=${lon.toFixed(2)}&service=${service}`;
      },
    },
  ];
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
