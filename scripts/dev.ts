/**
 * `npm run dev`: the API on PORT (default 3000), restarted when server code changes, and vite's
 * dev server with hot reload on http://localhost:5173, which proxies /api and /uploads to it.
 * Pages from vite's dev server carry no CSRF meta tag; the PWA then asks GET /api/csrf.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--exclude', 'pwa/**', 'scripts/start.ts', '--no-build'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const child of children) child.once('exit', stopAll);
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
