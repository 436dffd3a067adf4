/**
 * A local stand-in for a browser's push service (FCM, Mozilla autopush…), for `npm start` and
 * the tests: no internet, and it plays the browser's part too — it makes the subscription's key
 * pair and auth secret and keeps the private key, so it can decrypt what the app sends.
 *
 *   POST /subscriptions                 → 201 { endpoint, keys: { p256dh, auth } } (a PushSubscription's JSON)
 *   POST /push/:id                      a Web Push request: checks the VAPID Authorization header
 *                                       (vapid t=<ES256 JWT>, k=<public key>; aud = this origin, exp in
 *                                       the future, at most 24 h), TTL, Content-Encoding aes128gcm;
 *                                       decrypts the body (RFC 8188 + RFC 8291) and keeps it → 201
 *   GET  /messages?endpoint=            → { items: [{ payload, receivedAt, ttl, urgency, topic }] }
 *   POST /subscriptions/:id/respond     test control { status: 410 | 429 | 500…, retryAfter?, times? }:
 *                                       the next `times` pushes (default: all) get that answer
 *
 * Run directly (`tsx scripts/services/push-service.ts`) it listens on TEST_PUSH_PORT (3003).
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { loadEnv } from '#api/env';
import { listen } from '#api/server';
import { createWaiter } from './waiter';

export interface PushMessage {
  /** the decrypted plaintext (UTF-8) */
  payload: string;
  receivedAt: number;
  ttl: number;
  urgency: string | null;
  topic: string | null;
}

export interface ForcedAnswer {
  status: number;
  /** Retry-After seconds (429) */
  retryAfter?: number;
  /** how many pushes get it; default: every one */
  times?: number;
}

interface Subscription {
  id: string;
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  messages: PushMessage[];
  forced: ForcedAnswer | null;
  /** every push request, accepted or not (what tests count) */
  attempts: number;
}

export interface PushService {
  url: string;
  port: number;
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  messages(endpoint: string): PushMessage[];
  /** Resolves with the endpoint's messages once it has at least `count` */
  waitForMessages(endpoint: string, count: number, timeoutMs?: number): Promise<PushMessage[]>;
  respond(endpoint: string, answer: ForcedAnswer | null): void;
  attempts(endpoint: string): number;
  close(): Promise<void>;
}

class PushError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Verifies `vapid t=…, k=…` for this origin; throws PushError */
function checkVapid(authorization: string | undefined, origin: string): void {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!match) throw new PushError(401, 'missing vapid authorization');
  const params = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()];
    }),
  ) as Record<string, string | undefined>;
  const jwt = params.t;
  const key = params.k;
  if (!jwt || !key) throw new PushError(401, 'vapid needs t and k');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new PushError(401, 'bad vapid key');
  const [head, body, sig] = jwt.split('.');
  if (!head || !body || !sig) throw new PushError(401, 'malformed JWT');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') throw new PushError(401, 'JWT must be ES256');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  if (!ok) throw new PushError(403, 'bad JWT signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) throw new PushError(403, `JWT aud must be ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) {
    throw new PushError(403, 'JWT exp must be in the next 24 hours');
  }
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new PushError(403, 'JWT sub must be mailto: or https:');
  }
}

/** RFC 8291 (Web Push encryption) over RFC 8188 (aes128gcm content coding) */
export function decryptAes128gcm(
  body: Buffer,
  sub: Pick<Subscription, 'ecdh' | 'publicKey' | 'auth'>,
): Buffer {
  if (body.length < 21) throw new PushError(400, 'body too short');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 4)
    throw new PushError(400, 'keyid must be the sender key');
  if (rs < 18) throw new PushError(400, 'bad record size');
  const secret = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonceBase = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const records = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += rs, seq++) {
    const record = records.subarray(offset, offset + rs);
    const last = offset + rs >= records.length;
    const nonce = Buffer.from(nonceBase);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8); // seq stays below 2^32
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let plain: Buffer;
    try {
      plain = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
    } catch {
      throw new PushError(400, 'decryption failed');
    }
    // strip padding: zeros, then the delimiter 2 (last record) or 1
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new PushError(400, 'bad padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}

export async function startPushService(
  options: { port?: number; host?: string } = {},
): Promise<PushService> {
  const subscriptions = new Map<string, Subscription>();
  const waiter = createWaiter();
  let origin = '';
  const idOf = (endpoint: string) => {
    const prefix = `${origin}/push/`;
    return endpoint.startsWith(prefix) ? endpoint.slice(prefix.length) : null;
  };
  const find = (endpoint: string) => {
    const id = idOf(endpoint);
    const sub = id ? subscriptions.get(id) : undefined;
    if (!sub) throw new Error(`unknown push endpoint ${endpoint}`);
    return sub;
  };
  const subscribe = () => {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomBytes(12).toString('base64url');
    subscriptions.set(id, { id, ecdh, publicKey, auth, messages: [], forced: null, attempts: 0 });
    return {
      endpoint: `${origin}/push/${id}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    };
  };

  const app = new Hono()
    .post('/subscriptions', (c) => c.json(subscribe(), 201))
    .post('/subscriptions/:id/respond', async (c) => {
      const sub = subscriptions.get(c.req.param('id'));
      if (!sub) return c.json({ error: 'unknown subscription' }, 404);
      const answer = (await c.req.json()) as ForcedAnswer | null;
      sub.forced = answer && typeof answer.status === 'number' ? answer : null;
      return c.body(null, 204);
    })
    .get('/messages', (c) => {
      const endpoint = c.req.query('endpoint') ?? '';
      const id = idOf(endpoint);
      const sub = id ? subscriptions.get(id) : undefined;
      if (!sub) return c.json({ error: 'unknown subscription' }, 404);
      return c.json({ items: sub.messages });
    })
    .post('/push/:id', async (c) => {
      const sub = subscriptions.get(c.req.param('id'));
      if (!sub) return c.json({ error: 'no such subscription' }, 404);
      sub.attempts++;
      waiter.notify();
      if (sub.forced) {
        const { status, retryAfter } = sub.forced;
        if (sub.forced.times !== undefined && --sub.forced.times <= 0) sub.forced = null;
        if (status === 410 || status === 404) subscriptions.delete(sub.id);
        if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
        return c.json({ error: `forced ${status}` }, status as 404);
      }
      try {
        checkVapid(c.req.header('authorization'), origin);
        const ttl = Number(c.req.header('ttl'));
        if (!Number.isInteger(ttl) || ttl < 0) throw new PushError(400, 'TTL header required');
        if (c.req.header('content-encoding') !== 'aes128gcm') {
          throw new PushError(400, 'Content-Encoding must be aes128gcm');
        }
        const body = Buffer.from(await c.req.arrayBuffer());
        if (body.length > 4096) throw new PushError(413, 'payload too large');
        const payload = decryptAes128gcm(body, sub).toString('utf8');
        sub.messages.push({
          payload,
          receivedAt: Date.now(),
          ttl,
          urgency: c.req.header('urgency') ?? null,
          topic: c.req.header('topic') ?? null,
        });
        waiter.notify();
        c.header(
          'Location',
          `${origin}/messages?endpoint=${encodeURIComponent(`${origin}/push/${sub.id}`)}`,
        );
        return c.body(null, 201);
      } catch (err) {
        if (err instanceof PushError) return c.json({ error: err.message }, err.status);
        return c.json({ error: (err as Error).message }, 400);
      }
    });

  const server = await listen(app, options.port ?? 0, options.host ?? '127.0.0.1');
  origin = `http://127.0.0.1:${server.port}`;
  return {
    url: origin,
    port: server.port,
    subscribe,
    messages: (endpoint) => find(endpoint).messages,
    // a bound on the wait, not a measurement: sized for a slow, busy machine
    waitForMessages: (endpoint, count, timeoutMs = 10_000) =>
      waiter.until(
        () => {
          const list = find(endpoint).messages;
          return list.length >= count ? list : undefined;
        },
        timeoutMs,
        `${count} push message(s)`,
      ),
    respond: (endpoint, answer) => {
      find(endpoint).forced = answer;
    },
    attempts: (endpoint) => {
      const id = idOf(endpoint);
      return (id && subscriptions.get(id)?.attempts) || 0;
    },
    close: () => server.close(),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = loadEnv();
  const service = await startPushService({ port: env.push.testPort });
  console.log(`Local push service: ${service.url} (POST /subscriptions, GET /messages?endpoint=…)`);
}
