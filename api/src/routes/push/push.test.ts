/**
 * Web Push end to end: the real app and worker (fast tick, on the harness clock) sending to the
 * local push service, which checks the VAPID JWT and decrypts every message like a browser would.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '#scripts/services/push-service';
import { MAX_ATTEMPTS } from '../../services/push';
import { addNotice, sqlNumber } from '#api-test/fixtures';
import { tableResolver, TEST_DNS } from '#api-test/push-dns';
import { useTestServer, type Visitor } from '#api-test/harness';

let pushService: PushService;
let noticeId: number;
/** The DNS the app sees; a test may change an answer (rebinding) */
const dns: Record<string, string[]> = { ...TEST_DNS };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function subscribe(followId?: number, anniversary?: boolean) {
  const sub = pushService.subscribe();
  const res = await visitor.post('/api/push/subscriptions', sub);
  expect(res.status).toBe(201);
  if (followId !== undefined) {
    const follow = await visitor.post(`/api/notices/${followId}/follow`, {
      endpoint: sub.endpoint,
      ...(anniversary === undefined ? {} : { anniversary }),
    });
    expect(follow.status).toBe(200);
  }
  return sub;
}

async function reply(id: number, text: string, from: Visitor = visitor) {
  return from.post(`/api/notices/${id}/replies`, { author: 'Naaber Mari', text });
}

const payloads = (endpoint: string) =>
  pushService.messages(endpoint).map((m) => JSON.parse(m.payload) as Record<string, string>);

/** Waits until the push service saw `n` requests for the endpoint and the worker has settled them */
async function attempted(endpoint: string, n: number) {
  const sending = () =>
    sqlNumber(server.sql, "SELECT count(*) FROM push_jobs WHERE state = 'sending'");
  for (let i = 0; i < 200; i++) {
    if (pushService.attempts(endpoint) >= n && (await sending()) === 0) return;
    await sleep(10);
  }
  throw new Error(`push service did not see ${n} attempt(s)`);
}

const subscriptionCount = (endpoint: string) =>
  sqlNumber(server.sql, 'SELECT count(*) FROM push_subscriptions WHERE endpoint = ?', endpoint);

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());
const { server, visitor } = useTestServer(() => ({
  push: { tickMs: 20, backoffBaseMs: 1000 },
  pushServiceOrigin: new URL(pushService.url).origin,
  pushResolve: tableResolver(dns),
}));

beforeAll(async () => {
  noticeId = await addNotice(server.sql, {
    deceasedName: 'Heino Kütt',
    birthDate: '03.04.1938',
    deathDate: '10.06.2026',
  });
});

describe('subscriptions and follows', () => {
  it('gives the VAPID public key', async () => {
    const res = await visitor.get('/api/push/key');
    expect(await res.json()).toEqual({ publicKey: server.vapid.publicKey });
  });

  it('follows, lists, changes the anniversary flag and unfollows', async () => {
    const sub = await subscribe();
    const other = await addNotice(server.sql, { type: 2, deceasedName: 'Aino Saar' });
    const follow = await visitor.post(`/api/notices/${noticeId}/follow`, {
      endpoint: sub.endpoint,
    });
    expect(await follow.json()).toEqual({ following: true, anniversary: false });
    const again = await visitor.post(`/api/notices/${other}/follow`, {
      endpoint: sub.endpoint,
      anniversary: true,
    });
    expect(await again.json()).toEqual({ following: true, anniversary: true });
    // following again without the flag keeps it
    await visitor.post(`/api/notices/${other}/follow`, { endpoint: sub.endpoint });
    const list = await visitor.get(
      `/api/push/follows?endpoint=${encodeURIComponent(sub.endpoint)}`,
    );
    const { items } = (await list.json()) as { items: Record<string, unknown>[] };
    expect(items).toHaveLength(2);
    expect(items).toContainEqual(
      expect.objectContaining({
        noticeId: other,
        path: `/malestuspaev/${other}`,
        deceasedName: 'Aino Saar',
        type: 2,
        anniversary: true,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        noticeId,
        path: `/arasaatmisteade/${noticeId}`,
        anniversary: false,
      }),
    );

    const del = await visitor.send('DELETE', `/api/notices/${other}/follow`, {
      endpoint: sub.endpoint,
    });
    expect(del.status).toBe(204);
    const after = await visitor.get(
      `/api/push/follows?endpoint=${encodeURIComponent(sub.endpoint)}`,
    );
    expect(((await after.json()) as { items: unknown[] }).items).toHaveLength(1);

    const unsub = await visitor.send('DELETE', '/api/push/subscriptions', {
      endpoint: sub.endpoint,
    });
    expect(unsub.status).toBe(204);
    const gone = await visitor.get(
      `/api/push/follows?endpoint=${encodeURIComponent(sub.endpoint)}`,
    );
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe(
      'subscription_not_found',
    );
  });

  it('refuses bad subscriptions and follows', async () => {
    const sub = pushService.subscribe();
    const bad = async (path: string, body: unknown, field: string, status = 422) => {
      const res = await visitor.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      const json = (await res.json()) as { error: { fields?: Record<string, string> } };
      if (status === 422) expect(json.error.fields).toHaveProperty(field);
    };
    const s = '/api/push/subscriptions';
    await bad(s, { ...sub, endpoint: 'http://push.example.com/push/1' }, 'endpoint');
    await bad(s, { ...sub, endpoint: 'ftp://127.0.0.1/x' }, 'endpoint');
    // plain http only to the local push service itself, not to any other loopback port
    const otherPort = new URL(sub.endpoint);
    otherPort.port = String(Number(otherPort.port) + 1);
    await bad(s, { ...sub, endpoint: otherPort.href }, 'endpoint');
    await bad(s, { ...sub, endpoint: 'not a url' }, 'endpoint');
    await bad(s, { endpoint: sub.endpoint }, 'keys');
    await bad(s, { ...sub, keys: { ...sub.keys, p256dh: 'abc' } }, 'keys.p256dh');
    await bad(s, { ...sub, keys: { ...sub.keys, auth: sub.keys.p256dh } }, 'keys.auth');
    const ok = await visitor.post(s, { ...sub, endpoint: 'https://fcm.googleapis.com/fcm/send/x' });
    expect(ok.status).toBe(201);
    await bad(`/api/notices/${noticeId}/follow`, { endpoint: 'https://' }, 'endpoint');
    await bad(
      `/api/notices/${noticeId}/follow`,
      { endpoint: sub.endpoint, anniversary: 'yes' },
      'anniversary',
    );
    // not subscribed, unknown notice
    await bad(`/api/notices/${noticeId}/follow`, { endpoint: sub.endpoint }, '', 404);
    await bad(
      '/api/notices/999999/follow',
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
      '',
      404,
    );
    const query = await visitor.get('/api/push/follows?endpoint=javascript:alert(1)');
    expect(query.status).toBe(422);
  });
});

describe('internal addresses (SSRF)', () => {
  /** A TCP listener on loopback that only counts who connects to it */
  let trap: Server;
  let trapPort: number;
  let connections = 0;
  beforeAll(async () => {
    trap = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    trapPort = (trap.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())));

  const failures = (endpoint: string) =>
    sqlNumber(server.sql, 'SELECT failures FROM push_subscriptions WHERE endpoint = ?', endpoint);

  async function settled(endpoint: string) {
    for (let i = 0; i < 200 && !((await failures(endpoint)) > 0); i++) await sleep(10);
  }

  it('refuses internal addresses and hosts that are no browser push service (422, localised)', async () => {
    const { keys } = pushService.subscribe();
    dns['web.push.apple.com'] = ['10.20.30.40'];
    for (const endpoint of [
      `https://127.0.0.1:${trapPort}/push/1`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://192.168.1.1/x',
      'https://internal.example/push',
      'https://web.push.apple.com/3/device/x',
    ]) {
      const res = await visitor.post('/api/push/subscriptions', { endpoint, keys });
      expect(res.status, endpoint).toBe(422);
      expect(((await res.json()) as { error: { code: string } }).error.code, endpoint).toBe(
        'push_endpoint_refused',
      );
      expect(await subscriptionCount(endpoint), endpoint).toBe(0);
    }
    const en = await visitor.post('/api/push/subscriptions?locale=en', {
      endpoint: 'https://169.254.169.254/x',
      keys,
    });
    expect(((await en.json()) as { error: { message: string } }).error.message).toBe(
      'Notifications cannot be sent through this push service. Try another browser.',
    );
    dns['web.push.apple.com'] = TEST_DNS['web.push.apple.com']!;
    const apple = await visitor.post('/api/push/subscriptions', {
      endpoint: 'https://web.push.apple.com/3/device/x',
      keys,
    });
    expect(apple.status).toBe(201);
  });

  it('checks again when sending: a stored internal endpoint gets no connection', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Ants Sisemine' });
    const { keys } = pushService.subscribe();
    // as if stored before endpoints were checked
    const endpoint = `https://127.0.0.1:${trapPort}/push/stored`;
    const subId = await sqlNumber(
      server.sql,
      'INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?) RETURNING id',
      endpoint,
      keys.p256dh,
      keys.auth,
      server.now(),
    );
    await server.sql.run(
      'INSERT INTO follows (subscription_id, notice_id, created_at) VALUES (?, ?, ?)',
      subId,
      id,
      server.now(),
    );
    expect((await reply(id, 'Kaastunne')).status).toBe(201);
    await settled(endpoint);
    expect(await failures(endpoint)).toBe(1);
    expect(connections).toBe(0);
  });

  it('checks again when sending: a host that now resolves to loopback gets no connection', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Rein Ümbersuunatud' });
    const { keys } = pushService.subscribe();
    const endpoint = `https://fcm.googleapis.com:${trapPort}/fcm/send/rebind`;
    expect((await visitor.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(201);
    expect((await visitor.post(`/api/notices/${id}/follow`, { endpoint })).status).toBe(200);
    dns['fcm.googleapis.com'] = ['127.0.0.1'];
    try {
      expect((await reply(id, 'Kaastunne')).status).toBe(201);
      await settled(endpoint);
    } finally {
      dns['fcm.googleapis.com'] = TEST_DNS['fcm.googleapis.com']!;
    }
    expect(await failures(endpoint)).toBe(1);
    expect(connections).toBe(0);
  });
});

describe('sending', () => {
  it('delivers a reply on a followed notice, encrypted and VAPID-signed', async () => {
    const sub = await subscribe(noticeId);
    const stranger = pushService.subscribe(); // subscribed elsewhere, not following this notice
    await visitor.post('/api/push/subscriptions', stranger);
    const text =
      'Sügav kaastunne kogu perele, Heino jääb meile alatiseks meelde oma sooja naeratuse ja abivalmidusega';
    const res = await reply(noticeId, text);
    expect(res.status).toBe(201);
    // sent by the worker's next tick (the harness ticks fast); no stopwatch on a busy machine
    const [message] = await pushService.waitForMessages(sub.endpoint, 1);
    expect(JSON.parse(message!.payload)).toEqual({
      title: 'Uus järelhüüe: Heino Kütt',
      body: 'Sügav kaastunne kogu perele, Heino jääb meile alatiseks meelde oma sooja naeratuse …',
      url: `/arasaatmisteade/${noticeId}`,
      tag: expect.stringMatching(/^reply-\d+$/),
    });
    expect(message!.ttl).toBeGreaterThan(0);
    await sleep(100);
    expect(pushService.messages(stranger.endpoint)).toHaveLength(0);
    expect(pushService.messages(sub.endpoint)).toHaveLength(1);
  });

  it('deletes a subscription the push service calls gone (410); the reply stays', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Ülle Kask' });
    const sub = await subscribe(id);
    pushService.respond(sub.endpoint, { status: 410 });
    const res = await reply(id, 'Puhka rahus.');
    expect(res.status).toBe(201);
    for (let i = 0; i < 100 && (await subscriptionCount(sub.endpoint)) > 0; i++) await sleep(20);
    expect(await subscriptionCount(sub.endpoint)).toBe(0);
    const follows = await sqlNumber(
      server.sql,
      'SELECT count(*) FROM follows WHERE notice_id = ?',
      id,
    );
    expect(follows).toBe(0);
    const replies = (await (await visitor.get(`/api/notices/${id}/replies`)).json()) as {
      total: number;
    };
    expect(replies.total).toBe(1);
  });

  it('gathers candles: at most one notification per notice in 15 minutes', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Peeter Mets' });
    const sub = await subscribe(id);
    const light = async () => {
      const v = await server.visitor();
      expect((await v.post(`/api/notices/${id}/candles`, {})).status).toBe(201);
    };
    await light();
    await pushService.waitForMessages(sub.endpoint, 1);
    await light();
    server.advance(5 * 60_000);
    await light();
    server.advance(5 * 60_000);
    await light();
    await sleep(150);
    expect(payloads(sub.endpoint)).toHaveLength(1);
    server.advance(5 * 60_000); // 15 minutes after the first notification
    await pushService.waitForMessages(sub.endpoint, 2);
    await sleep(100);
    expect(payloads(sub.endpoint)).toEqual([
      {
        title: 'Peeter Mets',
        body: '1 uus küünal',
        url: `/arasaatmisteade/${id}`,
        tag: `candles-${id}`,
      },
      {
        title: 'Peeter Mets',
        body: '3 uut küünalt',
        url: `/arasaatmisteade/${id}`,
        tag: `candles-${id}`,
      },
    ]);
  });

  it('waits as long as a 429 Retry-After says', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Mari Lepp' });
    const sub = await subscribe(id);
    pushService.respond(sub.endpoint, { status: 429, retryAfter: 120, times: 1 });
    await reply(id, 'Mälestame');
    await attempted(sub.endpoint, 1);
    server.advance(100_000);
    await sleep(150);
    expect(pushService.attempts(sub.endpoint)).toBe(1);
    expect(pushService.messages(sub.endpoint)).toHaveLength(0);
    server.advance(21_000);
    const [message] = await pushService.waitForMessages(sub.endpoint, 1);
    expect(JSON.parse(message!.payload)).toMatchObject({ title: 'Uus järelhüüe: Mari Lepp' });
    expect(pushService.attempts(sub.endpoint)).toBe(2);
  });

  it('retries 5xx with exponential backoff, and gives up after the last attempt', async () => {
    const id = await addNotice(server.sql, { deceasedName: 'Jaan Tamm' });
    const flaky = await subscribe(id);
    const broken = await subscribe(id);
    pushService.respond(flaky.endpoint, { status: 503, times: 2 });
    pushService.respond(broken.endpoint, { status: 500 });
    await reply(id, 'Kaastunne');
    await attempted(flaky.endpoint, 1);
    await attempted(broken.endpoint, 1);
    server.advance(999);
    await sleep(100);
    expect(pushService.attempts(flaky.endpoint)).toBe(1); // first retry after 1 s
    server.advance(1);
    await attempted(flaky.endpoint, 2);
    server.advance(1999);
    await sleep(100);
    expect(pushService.attempts(flaky.endpoint)).toBe(2); // then after 2 s
    server.advance(1);
    await pushService.waitForMessages(flaky.endpoint, 1);
    expect(pushService.attempts(flaky.endpoint)).toBe(3);
    for (let step = 0; step < 10; step++) {
      server.advance(16_000);
      await sleep(60);
    }
    expect(pushService.attempts(broken.endpoint)).toBe(MAX_ATTEMPTS);
    const job = await server.sql.get(
      "SELECT state, attempts FROM push_jobs WHERE notice_id = ? AND subscription_id IS NOT NULL AND last_error = 'HTTP 500'",
      id,
    );
    expect(job).toEqual({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(await subscriptionCount(broken.endpoint)).toBe(1);
  });

  it('sends the anniversary reminder once, on the death day in Tallinn, to those who asked', async () => {
    const id = await addNotice(server.sql, {
      deceasedName: 'Linda Org',
      deathDate: '20.06.2024',
    });
    const wants = await subscribe(id, true);
    const plain = await subscribe(id, false);
    // 19 June 23:30 in Tallinn (UTC+3): not yet
    server.advance(Date.parse('2026-06-19T20:30:00Z') - server.now());
    await sleep(120);
    expect(pushService.messages(wants.endpoint)).toHaveLength(0);
    server.advance(60 * 60_000); // 20 June 00:30 in Tallinn
    const [message] = await pushService.waitForMessages(wants.endpoint, 1);
    expect(JSON.parse(message!.payload)).toMatchObject({
      title: 'Linda Org – surma aastapäev',
      url: `/arasaatmisteade/${id}`,
    });
    for (let hour = 0; hour < 5; hour++) {
      server.advance(60 * 60_000);
      await sleep(60);
    }
    expect(pushService.messages(wants.endpoint)).toHaveLength(1);
    expect(pushService.messages(plain.endpoint)).toHaveLength(0);
  });
});
