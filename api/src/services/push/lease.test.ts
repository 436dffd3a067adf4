/**
 * The push worker's lease, as two app instances see it: two workers, each on its own connection
 * to one database (a SQLite file, or a PostgreSQL database), sending to the local push service.
 * A job one of them claimed is the other's only once the lease has expired (on the test's clock);
 * nothing is reset on start; two claiming at once take different jobs.
 */
import type { PgDeps } from '../../stores/pg/context';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client';
import { openPostgres } from '#db/pg/client';
import { createTestDatabase } from '#db/pg/test/databases';
import { openDataDir } from '#db/setup';
import { startPushService, type PushService } from '#scripts/services/push-service';
import { addNotice, sqlNumber } from '#api-test/fixtures';
import { pgTestSql, sqliteTestSql, type TestSql } from '#api-test/test-database';
import { createPushJobStore, type PushJobStore } from '../../routes/push/jobs-store';
import { createPgPushJobStore } from '../../routes/push/jobs-store.pg';
import { portOf, type Port } from '../../stores/port';
import { systemResolve } from './endpoints';
import { createWebPushSender } from './sender';
import { createPushWorker, MAX_ATTEMPTS } from './worker';

const LEASE_MS = 60_000;

type Jobs = Port<PushJobStore>;

/** Two instances' job stores on one database, and SQL on it */
interface Instances {
  jobs: [Jobs, Jobs];
  sql: TestSql;
  close: () => Promise<void>;
}

/** The leases' jobs are no service request alerts: nothing is mailed instead */
const NO_REQUEST_ALERTS = { mailInstead: () => {} };
const PG_DEPS = {
  publicUrl: 'https://kyynal.test',
  secret: 'lease-test-secret-that-is-long-enough',
  mail: { kick: () => {} },
} as unknown as PgDeps;

async function onSqlite(): Promise<Instances> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-lease-'));
  const { database: first, file } = openDataDir(dir);
  const second = openDatabase(file);
  return {
    jobs: [
      portOf(createPushJobStore(first.sqlite, NO_REQUEST_ALERTS)),
      portOf(createPushJobStore(second.sqlite, NO_REQUEST_ALERTS)),
    ],
    sql: sqliteTestSql(first.sqlite),
    close: async () => {
      first.sqlite.close();
      second.sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function onPostgres(): Promise<Instances> {
  const target = await createTestDatabase({ fromTemplate: true });
  const options = { connectAttempts: 1, log: () => {} };
  const [first, second] = [
    await openPostgres(target.url, options),
    await openPostgres(target.url, options),
  ];
  return {
    jobs: [createPgPushJobStore(first.pool, PG_DEPS), createPgPushJobStore(second.pool, PG_DEPS)],
    sql: pgTestSql(first.pool),
    close: async () => {
      await first.pool.end();
      await second.pool.end();
      await target.drop();
    },
  };
}

const adapters = [
  { name: 'SQLite', open: onSqlite, skip: false },
  { name: 'PostgreSQL', open: onPostgres, skip: !process.env.TEST_DATABASE_URL },
];

let pushService: PushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

describe.each(adapters)('the push worker lease ($name)', ({ open, skip }) => {
  let db: Instances;
  let clock = Date.parse('2026-06-20T10:00:00Z');
  let noticeId: number;

  /** A worker of one instance, on its own connection, on the test's clock */
  function workerOn(jobs: Jobs) {
    const sender = createWebPushSender(
      { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@kyynal.test' },
      {
        timeoutMs: 2000,
        policy: { testServiceOrigin: new URL(pushService.url).origin, resolve: systemResolve },
      },
    );
    return {
      jobs,
      worker: createPushWorker({ jobs, sender, now: () => clock, leaseMs: LEASE_MS }),
    };
  }

  /** A reply job for a new subscription, due now: its endpoint and id */
  async function queueJob(): Promise<{ endpoint: string; jobId: number }> {
    const { endpoint, keys } = pushService.subscribe();
    const subscriptionId = await sqlNumber(
      db.sql,
      'INSERT INTO push_subscriptions (endpoint, p256dh, auth) VALUES (?, ?, ?) RETURNING id',
      endpoint,
      keys.p256dh,
      keys.auth,
    );
    const payload = { title: 'Uus järelhüüe: Heino Kütt', body: 'Puhka rahus', url: '/', tag: 't' };
    const jobId = await sqlNumber(
      db.sql,
      `INSERT INTO push_jobs (notice_id, subscription_id, kind, payload, due_at)
       VALUES (?, ?, 'reply', ?, ?) RETURNING id`,
      noticeId,
      subscriptionId,
      JSON.stringify(payload),
      clock,
    );
    return { endpoint, jobId };
  }

  const jobState = (jobId: number) =>
    db.sql.get('SELECT state, attempts FROM push_jobs WHERE id = ?', jobId);

  beforeAll(async () => {
    if (skip) return;
    db = await open();
    noticeId = await addNotice(db.sql, { deceasedName: 'Heino Kütt' });
  });
  afterAll(() => db?.close());
  beforeEach(async () => {
    if (!skip) await db.sql.run('DELETE FROM push_jobs');
  });

  it.skipIf(skip)(
    'leaves a job the other instance claimed alone until its lease expires, then sends it once',
    async () => {
      const a = workerOn(db.jobs[0]);
      const b = workerOn(db.jobs[1]);
      const { endpoint, jobId } = await queueJob();

      // instance A claims the job and stops before sending (killed, or restarting)
      const claimed = await a.jobs.claim(clock, clock + LEASE_MS, MAX_ATTEMPTS);
      expect(claimed.map((job) => job.id)).toEqual([jobId]);

      // B starts (no reset of A's claim) and ticks while the lease runs: nothing is sent
      b.worker.start();
      await b.worker.stop();
      clock += LEASE_MS - 1;
      await b.worker.tick();
      expect(await b.jobs.claim(clock, clock + LEASE_MS, MAX_ATTEMPTS)).toEqual([]);
      expect(pushService.attempts(endpoint)).toBe(0);
      expect(await jobState(jobId)).toEqual({ state: 'sending', attempts: 1 });

      // once the lease has expired, B takes the job over (a second attempt) and sends it
      clock += 1;
      await b.worker.tick();
      expect(pushService.messages(endpoint)).toHaveLength(1);
      expect(await jobState(jobId)).toEqual({ state: 'done', attempts: 2 });

      // a later tick of either sends nothing more
      clock += 2 * LEASE_MS;
      await a.worker.tick();
      await b.worker.tick();
      expect(pushService.attempts(endpoint)).toBe(1);
    },
  );

  it.skipIf(skip)('sends a due job once when both instances tick at the same time', async () => {
    const a = workerOn(db.jobs[0]);
    const b = workerOn(db.jobs[1]);
    const { endpoint, jobId } = await queueJob();

    await Promise.all([a.worker.tick(), b.worker.tick()]);
    clock += 2 * LEASE_MS;
    await Promise.all([a.worker.tick(), b.worker.tick()]);

    expect(pushService.messages(endpoint)).toHaveLength(1);
    expect(await jobState(jobId)).toEqual({ state: 'done', attempts: 1 });
  });

  it.skipIf(skip)('claims every due job once when both instances claim at once', async () => {
    const queued: number[] = [];
    for (let i = 0; i < 70; i++) queued.push((await queueJob()).jobId);
    const claims = await Promise.all(
      [0, 1, 0, 1].map((i) => db.jobs[i]!.claim(clock, clock + LEASE_MS, MAX_ATTEMPTS)),
    );
    const ids = claims.flat().map((job) => job.id);
    expect(ids.toSorted((x, y) => x - y)).toEqual(queued);
    expect(
      await sqlNumber(
        db.sql,
        "SELECT count(*) FROM push_jobs WHERE state = 'sending' AND attempts = 1",
      ),
    ).toBe(70);
  });

  it.skipIf(skip)(
    "sends a notice's candles to its followers; a failing one gets a retry job of its own",
    async () => {
      const a = workerOn(db.jobs[0]);
      const follower = async () => {
        const { endpoint, keys } = pushService.subscribe();
        const id = await sqlNumber(
          db.sql,
          'INSERT INTO push_subscriptions (endpoint, p256dh, auth) VALUES (?, ?, ?) RETURNING id',
          endpoint,
          keys.p256dh,
          keys.auth,
        );
        await db.sql.run(
          'INSERT INTO follows (subscription_id, notice_id) VALUES (?, ?)',
          id,
          noticeId,
        );
        return { endpoint, id };
      };
      const [good, failing] = [await follower(), await follower()];
      pushService.respond(failing.endpoint, { status: 500 });
      const payload = { title: 'Heino Kütt', body: '', url: '/', tag: 'candles' };
      const jobId = await sqlNumber(
        db.sql,
        `INSERT INTO push_jobs (notice_id, kind, payload, count, due_at)
         VALUES (?, 'candles', ?, 3, ?) RETURNING id`,
        noticeId,
        JSON.stringify(payload),
        clock,
      );

      await a.worker.tick();

      const [message] = pushService.messages(good.endpoint);
      const sent = JSON.parse(message!.payload) as typeof payload;
      expect(sent).toMatchObject({ title: 'Heino Kütt', tag: 'candles' });
      expect(sent.body).not.toBe('');
      expect(await jobState(jobId)).toEqual({ state: 'done', attempts: 1 });
      expect(
        await sqlNumber(
          db.sql,
          'SELECT candles_notified_at FROM push_notice_state WHERE notice_id = ?',
          noticeId,
        ),
      ).toBe(clock);
      const retry = await db.sql.get<{ state: string; count: number; payload: unknown }>(
        'SELECT state, count, attempts, payload FROM push_jobs WHERE subscription_id = ?',
        failing.id,
      );
      expect(retry).toMatchObject({ state: 'pending', count: 3, attempts: 1 });
      // the payload as it was sent (JSON text on SQLite, jsonb on PostgreSQL)
      const stored =
        typeof retry!.payload === 'string'
          ? (JSON.parse(retry!.payload) as unknown)
          : retry!.payload;
      expect(stored).toEqual(sent);
      await db.sql.run('DELETE FROM follows');
    },
  );

  it.skipIf(skip)(
    'gives up a job whose attempts are spent instead of claiming it again',
    async () => {
      const a = workerOn(db.jobs[0]);
      const { endpoint, jobId } = await queueJob();
      await db.sql.run(
        "UPDATE push_jobs SET state = 'sending', attempts = ?, lease_until = ? WHERE id = ?",
        MAX_ATTEMPTS,
        clock,
        jobId,
      );

      await a.worker.tick();

      expect(pushService.attempts(endpoint)).toBe(0);
      expect(await jobState(jobId)).toEqual({ state: 'failed', attempts: MAX_ATTEMPTS });
      expect(
        await sqlNumber(
          db.sql,
          'SELECT count(*) FROM push_jobs WHERE last_error = ?',
          'lease expired',
        ),
      ).toBe(1);
    },
  );
});
