/**
 * `npm start`: builds the PWA if it is missing or older than its sources, migrates the database,
 * loads the EHAK geography, seeds demo content into an empty database, and serves everything
 * from one process on PORT (default 3000).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../api/src/app';
import { loadEnv } from '../api/src/env';
import { loadOrCreateSecret } from '../api/src/lib/secret';
import { listen } from '../api/src/server';
import { seedDemo } from '../db/seed';
import { openDataDir } from '../db/setup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');
const BUILD_INPUTS = ['pwa', 'db/domain', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'e2e') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function ensureBuilt(): void {
  const built = newestMtime(path.join(distDir, 'index.html'));
  const sources = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(root, p))));
  if (built > 0 && built >= sources) return;
  console.log(built ? 'Sources changed: rebuilding the PWA…' : 'Building the PWA…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  const env = loadEnv();
  // `npm run dev` serves the PWA from vite's dev server instead
  if (!process.argv.includes('--no-build')) ensureBuilt();
  const { database } = openDataDir(env.dataDir);
  const uploadsDir = path.join(env.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  if (env.seedDemo) {
    const { created } = await seedDemo(database, { uploadsDir });
    if (created) console.log('Seeded demo content.');
  }

  const app = createApp({
    database,
    distDir,
    uploadsDir,
    secret: loadOrCreateSecret(env.dataDir, env.sessionSecret),
    publicUrl: env.publicUrl,
    now: Date.now,
  });
  const server = await listen(app, env.port, env.host);
  console.log(`Küünal serves http://localhost:${server.port} (data in ${env.dataDir})`);

  const stop = async () => {
    await server.close();
    database.sqlite.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Run `npm install` first.');
  process.exit(1);
}
await main();
