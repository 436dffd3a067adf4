/**
 * Memory per upload in flight: starts `scripts/start.ts --no-build` of a checkout (default this
 * one; `--root DIR` for another, e.g. an older commit) on a throw-away DATA_DIR, sends N (12)
 * uploads of a ~9.5 MB JPEG at once, each from its own visitor and address (TRUST_PROXY), and
 * samples the server's resident memory (VmRSS in /proc) every 10 ms. Prints the baseline after a
 * warm-up upload, the peak while the uploads run, and (peak − baseline) / N.
 *
 *   npx tsx scripts/upload-memory.ts [--root DIR] [--count 12] [--port 4290]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    count: { type: 'string', default: '12' },
    port: { type: 'string', default: '4290' },
  },
});
const root = values.root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(values.count);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kyynal-upload-memory-'));

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A noisy 3300×2600 JPEG: ~9.5 MB, under the 10 MB and 40 MP limits */
async function bigJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3300,
      height: 2600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .jpeg({ quality: 97 })
    .toBuffer();
}

async function visitor() {
  const res = await fetch(`${base}/api/csrf`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { token } = (await res.json()) as { token: string };
  return { cookie, token };
}

async function upload(jpeg: Buffer, address: string): Promise<number> {
  const v = await visitor();
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'suur.jpg');
  const res = await fetch(`${base}/api/uploads?kind=background`, {
    method: 'POST',
    headers: {
      cookie: v.cookie,
      'x-csrf-token': v.token,
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': address,
    },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts', '--no-build'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TEST_OIDC_PORT: String(port + 1),
    TEST_PAYPAL_PORT: String(port + 2),
    TEST_PUSH_PORT: String(port + 3),
    DATA_DIR: dataDir,
    NO_DEMO: '1',
    TRUST_PROXY: '1',
    UPLOADS_IN_FLIGHT: String(count),
    UPLOADS_IN_FLIGHT_PER_CLIENT: String(count),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Küünal serves')) resolve();
    });
    server.once('exit', () => reject(new Error('server exited')));
  });
  // tsx runs the server in a child node process: measure the process that listens
  const pids = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const pid = pids.at(-1) ?? server.pid!;

  const jpeg = await bigJpeg();
  console.log(`upload: ${mb(jpeg.length)}, ${count} at once, server pid ${pid} (${root})`);
  console.log(`warm-up: HTTP ${await upload(jpeg, '10.99.0.1')}`);
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, i) => upload(jpeg, `10.99.1.${i + 1}`)),
  );
  clearInterval(sampler);
  console.log(`answers: ${statuses.join(' ')}`);
  console.log(
    `RSS baseline ${mb(baseline)}, peak ${mb(peak)}: ${mb((peak - baseline) / count)} per upload in flight`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
