/** The app's own route table, for tests that call every route (the fuzzer, the role matrix). */
import { createApp } from '#api/app';
import type { TestServer } from './harness';

export interface Route {
  method: string;
  path: string;
}

/**
 * Every concrete route under `prefix` (method and path) of an app built on `server`'s
 * stores; middleware and catch-alls left out.
 */
export function appRoutes(server: TestServer, prefix = '/api/'): Route[] {
  const app = createApp(
    {
      database: server.database,
      distDir: server.dir,
      uploadsDir: server.dir,
      blobs: server.blobs,
      secret: 'route-listing-only-'.padEnd(40, 'x'),
      publicUrl: 'https://kyynal.test',
      now: server.now,
      mail: server.mail,
      trustProxy: false,
      // the server's stores: on PostgreSQL its database is not a SQLite one to build them from
    },
    server.stores,
  );
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith(prefix) || path.includes('*')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}
