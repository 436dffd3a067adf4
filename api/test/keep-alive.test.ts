/**
 * A write refused before its body is read (413 on Content-Length, a CSRF 403, a busy upload's 429)
 * must reach every client, also one that reads the answer only once it has sent its body (Node's
 * fetch), and must not cost the client its next request on the same keep-alive connection
 * (docs/api.md, "Errors and request bodies"). A body past the bound is still cut off. An idle
 * connection stays open longer than the proxy or client in front keeps it (docs/api.md, "Idle
 * connections").
 */
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '#api/app';
import { DISCARD_MAX_BYTES } from '#api/middleware/body';
import { KEEP_ALIVE_TIMEOUT_MS } from '#api/server';
import { useTestServer } from './harness';

const { server, visitor } = useTestServer();

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request on the agent; the body is written slowly, in pieces, as a real client might. */
function request(
  agent: http.Agent,
  method: string,
  path: string,
  body: Buffer | null,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(server.base + path);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: 5000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    if (!body) return req.end();
    // 64 KB pieces, 20 ms apart: the server answers long before the body is all there
    let offset = 0;
    const writeNext = () => {
      if (req.destroyed) return;
      if (offset >= body.length) return req.end();
      req.write(body.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
      setTimeout(writeNext, 20);
    };
    writeNext();
  });
}

describe('an early refusal on a keep-alive connection', () => {
  it('answers 413 once the body is read, and the next request on the agent succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(JSON_BODY_LIMIT * 64, 'a'); // 1 MB, sent over about 300 ms
      const refused = await request(agent, 'POST', '/api/notices', big, {
        cookie: visitor.cookie,
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': visitor.token,
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'too_large' } });
      const next = await request(agent, 'GET', '/api/health', null);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers a refused write with an unread body the same way (CSRF 403)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(JSON.stringify({ filler: 'x'.repeat(8000) }));
      const refused = await request(agent, 'POST', '/api/notices', body, {
        'content-type': 'application/json',
      });
      expect(refused.status).toBe(403);
      const next = await request(agent, 'GET', '/api/health', null);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('an early refusal read by Node’s fetch (undici), which reads only after sending', () => {
  const headers = () => ({
    cookie: visitor.cookie,
    'x-requested-with': 'XMLHttpRequest',
    'x-csrf-token': visitor.token,
  });

  /** `megabytes` sent in 256 KB pieces 5 ms apart, as a client on a real network sends */
  const slowly = (megabytes: number) => {
    let left = megabytes * 4;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (left-- === 0) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 5));
        controller.enqueue(new Uint8Array(256 * 1024).fill(97));
      },
    });
  };

  /** POSTs `megabytes` of body in pieces, declared as `type` */
  const postSlowly = (path: string, type: string, megabytes: number) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: {
        ...headers(),
        'content-type': type,
        'content-length': String(megabytes * 1024 * 1024),
      },
      body: slowly(megabytes),
      duplex: 'half',
    } as RequestInit);

  it('gets the 413 error shape for an 11 MB upload and a JSON body over its limit', async () => {
    const upload = await postSlowly(
      '/api/uploads?kind=portrait',
      'multipart/form-data; boundary=x',
      11,
    );
    expect(upload.status).toBe(413);
    expect(await upload.json()).toMatchObject({ error: { code: 'image_too_large' } });
    const json = await postSlowly('/api/notices', 'application/json', 4);
    expect(json.status).toBe(413);
    expect(await json.json()).toMatchObject({ error: { code: 'too_large' } });
  });

  it('is cut off past the bound: the rest of a larger body is not read', async () => {
    const answer = await fetch(`${server.base}/api/notices`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: Buffer.alloc(DISCARD_MAX_BYTES + 16 * 1024 * 1024, 'a'),
    }).then(
      (res) => res.headers.get('connection'),
      () => 'cut off',
    );
    // the answer may still arrive before the reset (then it closes the connection)
    expect(['cut off', 'close']).toContain(answer);
  });
});

describe('an idle keep-alive connection', () => {
  /** One GET on the socket; resolves with the whole answer's head once its body is in */
  const get = (socket: net.Socket, path: string) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      const onData = (chunk: Buffer) => {
        text += chunk.toString('latin1');
        const end = text.indexOf('\r\n\r\n');
        const length = /^content-length: (\d+)$/im.exec(text)?.[1];
        if (end >= 0 && length !== undefined && text.length >= end + 4 + Number(length)) {
          done();
          resolve(text.slice(0, end));
        }
      };
      const onGone = (err?: Error) => {
        done();
        reject(err ?? new Error('the server closed the connection'));
      };
      const done = () => {
        socket.off('data', onData).off('error', onGone).off('close', onGone);
      };
      socket.on('data', onData).on('error', onGone).on('close', onGone);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    });

  // Node's default closes it after 5 s: a proxy that reuses its idle upstream connections for up
  // to 60 s (nginx, a load balancer), or a request sent just then, met a reset (ECONNRESET)
  it('stays open past 5 s idle, and says for how long (Keep-Alive: timeout)', async () => {
    const socket = net.connect(Number(new URL(server.base).port), '127.0.0.1');
    try {
      const first = await get(socket, '/api/health');
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      expect(first).toMatch(
        new RegExp(`^keep-alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}$`, 'im'),
      );
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      // idle for at least 6 s (a busy machine only makes it longer, never past the timeout)
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(socket, '/api/health')).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      socket.destroy();
    }
  });
});
