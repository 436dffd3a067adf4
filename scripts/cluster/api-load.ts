/**
 * The app's load of `npm run test:cluster`, spread over both instances: candles and replies with
 * client keys (a new visitor each, its cookie and CSRF token signed with the shared secret),
 * registrations, and paid notices (notice, order, the sandbox's approval, the return that
 * captures; the sandbox's webhook captures too). Every write answered 2xx goes into the ledger
 * with the key it is found by; then `checkApiWrites` looks for each one in the database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { csrfToken, VISITOR_COOKIE } from '#api/middleware/visitor';
import type { PushService } from '../services/push-service';
import type { Ledger } from './ledger';

const TIMEOUT_MS = 15_000;

/** A new visitor's write headers, from a client address of its own (the app trusts the proxy) */
function visitor(secret: string): Record<string, string> {
  const id = randomBytes(16).toString('base64url');
  const ip = `10.${randomBytes(3).join('.')}`;
  return {
    cookie: `${VISITOR_COOKIE}=${id}`,
    'x-requested-with': 'XMLHttpRequest',
    'x-csrf-token': csrfToken(secret, id),
    'x-forwarded-for': ip,
    'content-type': 'application/json',
  };
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json: json as Record<string, unknown> };
}

const ok = (status: number) => status >= 200 && status < 300;

export interface ApiLoadOptions {
  /** The database (through HAProxy) */
  url: string;
  /** The instances' origins */
  bases: string[];
  secret: string;
  /** The shared push service the followers subscribe on */
  push: PushService;
  ledger: Ledger;
}

/** Notices the load writes on: up to 20 of the demo's published ones */
async function publishedNotices(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT id FROM notices WHERE status = 'published' AND NOT hold_replies ORDER BY id LIMIT 20`,
    );
    if (!rows.length) throw new Error('no published notices to light candles on');
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

export async function startApiLoad({ url, bases, secret, push, ledger }: ApiLoadOptions) {
  const notices = await publishedNotices(url);
  // followers: a subscription on the shared push service following every notice, so replies
  // and candles queue push jobs for the instances' workers
  const endpoints: string[] = [];
  for (let i = 0; i < 2; i++) {
    const subscription = push.subscribe();
    const base = bases[i % bases.length]!;
    const headers = visitor(secret);
    const subscribed = await post(base, '/api/push/subscriptions', subscription, headers);
    if (subscribed.status !== 201) throw new Error(`push subscription: ${subscribed.status}`);
    for (const id of notices) {
      const followed = await post(
        base,
        `/api/notices/${id}/follow`,
        { endpoint: subscription.endpoint },
        headers,
      );
      if (!ok(followed.status))
        throw new Error(`follow: ${followed.status} ${JSON.stringify(followed.json)}`);
    }
    endpoints.push(subscription.endpoint);
  }

  let running = true;
  let turn = 0;
  const next = () => bases[turn++ % bases.length]!;
  const pick = () => notices[Math.floor(Math.random() * notices.length)]!;

  /** Runs `write` until stopped; a thrown error or non-2xx is a failed attempt, never the end */
  const loop = async (kind: string, write: (base: string) => Promise<true | string>) => {
    while (running) {
      const outcome = await write(next()).catch((error: Error) => error.message);
      if (outcome !== true) {
        ledger.fail(kind, outcome);
        await sleep(100);
      }
    }
  };
  /** true, or what the answer said */
  const answered = (res: { status: number; json: unknown }): true | string =>
    ok(res.status) || `${res.status} ${JSON.stringify(res.json).slice(0, 160)}`;

  const candle = async (base: string) => {
    const key = randomUUID();
    const notice = pick();
    const sentAt = Date.now();
    const res = await post(
      base,
      `/api/notices/${notice}/candles`,
      { clientKey: key },
      visitor(secret),
    );
    if (ok(res.status)) ledger.ack('candle', key, sentAt, { notice, base });
    return answered(res);
  };

  const reply = async (base: string) => {
    const key = randomUUID();
    const notice = pick();
    const sentAt = Date.now();
    const res = await post(
      base,
      `/api/notices/${notice}/replies`,
      { author: 'Klastri külaline', text: `Puhka rahus (${key})`, clientKey: key },
      visitor(secret),
    );
    if (ok(res.status)) ledger.ack('reply', key, sentAt, { notice, base });
    return answered(res);
  };

  const register = async (base: string) => {
    const email = `klaster-${randomUUID()}@example.ee`;
    const sentAt = Date.now();
    const res = await post(
      base,
      '/api/auth/register',
      { name: 'Klastri Kasutaja', email, password: `Küünal-${randomUUID()}` },
      visitor(secret),
    );
    if (ok(res.status)) ledger.ack('registration', email, sentAt, { base });
    return answered(res);
  };

  /** Retries one step of the paid flow (each is idempotent) until it is answered 2xx/3xx */
  const step = async <T>(attempt: () => Promise<T | null>): Promise<T> => {
    for (;;) {
      const result = await attempt().catch(() => null);
      if (result !== null) return result;
      if (!running) throw new Error('stopped');
      await sleep(200);
    }
  };

  const paidNotice = async (base: string) => {
    const headers = visitor(secret);
    const email = `maksja-${randomUUID()}@example.ee`;
    const sentAt = Date.now();
    const created = await post(
      base,
      '/api/notices',
      {
        notice: {
          type: 0,
          prefix: 'Mälestame',
          deceasedName: `Klastri Mälestatav ${randomBytes(3).toString('hex')}`,
          birthDate: '03.04.1940',
          deathDate: '12.06.2026',
          counties: [1],
          signature: 'Lapsed peredega',
          payerType: 'private',
          adderName: 'Kalle Klaster',
          adderEmail: email,
          terms: true,
          privacy: true,
        },
      },
      headers,
    );
    if (created.status !== 201) return answered(created);
    const noticeId = created.json.id as number;
    const editToken = created.json.editToken as string;
    ledger.ack('notice', String(noticeId), sentAt, { base });
    // the rest of the flow goes on through the failover: each step again until it answers
    const order = await step(async () => {
      const res = await post(
        base,
        '/api/orders',
        { noticeId },
        { ...headers, 'x-edit-token': editToken },
      );
      return ok(res.status) ? (res.json as { id: number; approveUrl: string }) : null;
    });
    const returnUrl = await step(async () => {
      const token = new URL(order.approveUrl).searchParams.get('token')!;
      const res = await fetch(new URL('/checkoutnow', order.approveUrl), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, outcome: 'COMPLETED', action: 'pay' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return res.status === 302 || res.status === 303 ? res.headers.get('location') : null;
    });
    const returnedAt = Date.now();
    const wizard = await step(async () => {
      const res = await fetch(returnUrl, {
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return res.status === 302 ? res.headers.get('location') : null;
    });
    // paid: the wizard's confirm step (a failed capture says makse=ebaonnestus)
    if (wizard.includes('makse=')) return `order ${order.id} not paid: ${wizard}`;
    ledger.ack('order', String(order.id), returnedAt, { notice: noticeId, base });
    return true;
  };

  const loops = [
    loop('candle', candle),
    loop('candle', candle),
    loop('candle', candle),
    loop('reply', reply),
    loop('registration', register),
    loop('notice', paidNotice),
    loop('notice', paidNotice),
  ];
  return {
    endpoints,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Every acknowledged API write in the database, the counters equal to their rows, each push
 * job's message delivered once, each paid notice published once. Returns failures (empty: all
 * good) and how many acknowledged writes are missing.
 */
export async function checkApiWrites(
  url: string,
  ledger: Ledger,
  push: PushService,
  endpoints: string[],
): Promise<{ failures: string[]; missing: number; notes: string[] }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  const failures: string[] = [];
  const notes: string[] = [];
  let missing = 0;
  const keys = (kind: string) => ledger.of(kind).map((a) => a.key);
  const present = async (kind: string, sql: string, params: unknown[] = [keys(kind)]) => {
    const { rows } = await client.query<{ key: string }>(sql, params);
    const found = new Set(rows.map((r) => String(r.key)));
    const lost = keys(kind).filter((k) => !found.has(k));
    missing += lost.length;
    const line = `${keys(kind).length} acknowledged ${kind} writes, ${lost.length} missing`;
    if (lost.length) failures.push(`${line}: ${lost.slice(0, 5).join(', ')}`);
    else notes.push(line);
  };
  try {
    await present('candle', 'SELECT client_key AS key FROM candles WHERE client_key = ANY($1)');
    await present('reply', 'SELECT client_key AS key FROM replies WHERE client_key = ANY($1)');
    await present('registration', 'SELECT email AS key FROM users WHERE email = ANY($1)');
    await present('notice', 'SELECT id::text AS key FROM notices WHERE id = ANY($1::int[])');
    await present(
      'order',
      `SELECT o.id::text AS key FROM orders o JOIN notices n ON n.id = o.notice_id
        WHERE o.id = ANY($1::int[]) AND o.status = 'paid' AND n.status = 'published'`,
    );

    // counters: each notice's candles and replies equal to their rows; on PostgreSQL the
    // counts may be spread over shard rows (notice_counter_shards) that readers add
    const { rows: sharded } = await client.query<{ yes: boolean }>(
      `SELECT to_regclass('notice_counter_shards') IS NOT NULL AS yes`,
    );
    const shards = sharded[0]!.yes
      ? `LEFT JOIN (SELECT notice_id, sum(candles)::int AS candles, sum(replies)::int AS replies
                      FROM notice_counter_shards GROUP BY notice_id) s ON s.notice_id = n.id`
      : 'LEFT JOIN (SELECT NULL::int AS notice_id, 0 AS candles, 0 AS replies) s ON false';
    const { rows: drift } = await client.query(
      `SELECT * FROM (
         SELECT n.id, n.candles + coalesce(s.candles, 0) AS candles,
                (SELECT count(*) FROM candles c WHERE c.notice_id = n.id) AS "candleRows",
                n.replies + coalesce(s.replies, 0) AS replies,
                (SELECT count(*) FROM replies r WHERE r.notice_id = n.id AND r.status = 'visible') AS "replyRows"
           FROM notices n ${shards}) t
        WHERE candles <> "candleRows" OR replies <> "replyRows"`,
    );
    if (drift.length) {
      failures.push(`counters differ from their rows: ${JSON.stringify(drift.slice(0, 5))}`);
    } else
      notes.push(
        `every notice's candle and reply counters equal their rows${sharded[0]!.yes ? ' (shards added)' : ''}`,
      );

    // published once: one paid order and one order_paid mail per paid notice
    const orders = keys('order');
    const { rows: twice } = await client.query<{ id: number; paid: number; mails: number }>(
      `SELECT o.notice_id AS id,
              (SELECT count(*) FROM orders p WHERE p.notice_id = o.notice_id AND p.status = 'paid')::int AS paid,
              (SELECT count(*) FROM mail_outbox m WHERE m.order_id = o.id AND m.kind = 'order_paid')::int AS mails
         FROM orders o WHERE o.id = ANY($1::int[])`,
      [orders],
    );
    const wrong = twice.filter((r) => r.paid !== 1 || r.mails !== 1);
    if (wrong.length)
      failures.push(`notices not published exactly once: ${JSON.stringify(wrong.slice(0, 5))}`);
    else
      notes.push(
        `${twice.length} paid notices each published once (one paid order, one confirmation)`,
      );

    // pushes: wait for the workers to send every job due by now (candles are gathered and
    // due later; a job claimed when the primary died stays its worker's until its lease ends),
    // then no message arrived twice
    const dueBy = Date.now();
    const deadline = dueBy + 60_000;
    let pending = 0;
    do {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM push_jobs
          WHERE (state = 'pending' AND due_at <= $1) OR (state = 'sending' AND lease_until <= $2)`,
        [dueBy, Date.now()],
      );
      pending = rows[0]!.n;
      if (pending) await sleep(1_000);
    } while (pending && Date.now() < deadline);
    const { rows: jobs } = await client.query<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM push_jobs GROUP BY state ORDER BY state`,
    );
    notes.push(`push jobs: ${jobs.map((j) => `${j.n} ${j.state}`).join(', ') || 'none'}`);
    const delivered: string[] = [];
    for (const endpoint of endpoints) {
      const seen = new Map<string, number>();
      for (const m of push.messages(endpoint)) {
        seen.set(m.payload, (seen.get(m.payload) ?? 0) + 1);
        delivered.push(m.payload);
      }
      const dupes = [...seen].filter(([, n]) => n > 1);
      if (dupes.length) {
        failures.push(
          `push messages delivered twice: ${dupes
            .slice(0, 3)
            .map(([p]) => p)
            .join(' | ')}`,
        );
      }
    }
    notes.push(
      `${delivered.length} push messages delivered to ${endpoints.length} followers, none twice`,
    );
    if (pending) failures.push(`${pending} push jobs due but not sent after 60 s`);
    // a job whose send went out but whose 'done' was lost with the primary is sent again when
    // its lease ends: say so (at least once, not exactly once)
    const { rows: leased } = await client.query<{ id: number; body: string; until: number }>(
      `SELECT id, payload->>'body' AS body, lease_until AS until FROM push_jobs WHERE state = 'sending'`,
    );
    for (const job of leased) {
      const sent = delivered.some((p) => job.body && p.includes(job.body));
      notes.push(
        `push job ${job.id} is still leased (until ${new Date(Number(job.until)).toISOString()})` +
          (sent
            ? ': WARNING its message was delivered, the lease will send it again'
            : ': not delivered yet'),
      );
    }
  } finally {
    await client.end();
  }
  return { failures, missing, notes };
}
