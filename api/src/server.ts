import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s). A client that reuses
 * a pooled connection just as the server closes it gets ECONNRESET (a reverse proxy answers 502):
 * a proxy or load balancer in front must close its idle upstream connections sooner (nginx's
 * `keepalive_timeout` and AWS ALB's idle timeout are 60 s), and a client that reads the
 * `Keep-Alive: timeout=75` header (Node's fetch) retires its sockets before this.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/** How long a closing server waits for the requests still being answered */
const CLOSE_GRACE_MS = 5_000;

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
    // HTTP/1.1: serve() makes a node:http server unless told to make another
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname,
        serverOptions: { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS },
      },
      (info) => {
        resolve({
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              // close() ends the idle connections; one still answering (or reading a refused
              // body) is closed as soon as it is idle, and cut after CLOSE_GRACE_MS
              const sweep = setInterval(() => server.closeIdleConnections(), 100);
              const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
              sweep.unref();
              cut.unref();
              server.close(() => {
                clearInterval(sweep);
                clearTimeout(cut);
                done();
              });
            }),
        });
      },
    ) as Server;
  });
}
