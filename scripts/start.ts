/**
 * `npm start`: the site from one process on PORT (default 3000), as scripts/site.ts builds it:
 * the PWA built if it is missing or older than its sources (not with --no-build), the database
 * migrated and filled, the stand-ins for what is not configured, the jobs. The database is
 * DATA_DIR's SQLite file, or PostgreSQL when DATABASE_URL is set.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '#api/env';
import { root } from './pwa-build';
import { startSite, stopOnSignal } from './site';

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Run `npm install` first.');
  process.exit(1);
}
try {
  const site = await startSite(loadEnv(), { build: !process.argv.includes('--no-build') });
  stopOnSignal(site);
} catch (error) {
  // a wrong environment or an unreachable database: its message, without a stack
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
