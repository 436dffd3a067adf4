/**
 * A write refused before its body is read (413 on Content-Length, a CSRF 403) must not cost the
 * client its next request on the same keep-alive connection (docs/api.md, "Errors and request
 * bodies").
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../src/app';
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
  it('answers 413 with Connection: close, and the next request on the agent succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(JSON_BODY_LIMIT * 64, 'a'); // 1 MB, sent over about 300 ms
      const refused = await request(agent, 'POST', '/api/notices', big, {
        cookie: visitor.cookie,
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': visitor.token,
      }).catch((err: Error) => ({ status: -1, connection: undefined, body: err.message }));
      // a client may see the reset while it still writes; then the answer is lost, but the
      // next request must still get through
      if (refused.status !== -1) {
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'too_large' } });
        expect(refused.connection).toBe('close');
      }
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
      expect(refused.connection).toBe('close');
      const next = await request(agent, 'GET', '/api/health', null);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
