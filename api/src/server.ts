import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

export interface RunningServer {
  port: number;
  close: () => Promise<void>;
}

/** Listens on host:port (0 picks a free port) and resolves once it accepts connections. */
export function listen(
  app: Pick<Hono, 'fetch'>,
  port: number,
  hostname = '127.0.0.1',
): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
