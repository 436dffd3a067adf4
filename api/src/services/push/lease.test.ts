/**
 * The push worker's lease, as two app instances see it: two workers, each on its own connection
 * to one SQLite file, sending to the local push service. A job one of them claimed is the other's
 * only once the lease has expired (on the test's clock); nothing is reset on start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../db/client';
import { openDataDir } from '../../../../db/setup';
import { startPushService, type PushService } from '../../../../scripts/services/push-service';
import { insertNotice, queryNumber } from '../../../test/fixtures';
import { createPushJobStore } from '../../routes/push/jobs-store';
import { sqlitePort } from '../../stores/port';
import { systemResolve } from './endpoints';
import { createWebPushSender } from './sender';
import { createPushWorker, MAX_ATTEMPTS } from './worker';

const LEASE_MS = 60_000;

let dir: string;
let first: Database;
let second: Database;
let pushService: PushService;
let clock = Date.parse('2026-06-20T10:00:00Z');
let noticeId: number;

/** A worker of one instance, on its own connection, on the test's clock */
function workerOn(database: Database) {
  const sender = createWebPushSender(
    { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@kyynal.test' },
    {
      timeoutMs: 2000,
      policy: { testServiceOrigin: new URL(pushService.url).origin, resolve: systemResolve },
    },
  );
  const jobs = sqlitePort(createPushJobStore(database.sqlite));
  return {
    jobs,
    worker: createPushWorker({ jobs, sender, now: () => clock, leaseMs: LEASE_MS }),
  };
}

/** A reply job for a new subscription, due now: its endpoint and id */
function queueJob(): { endpoint: string; jobId: number } {
  const { endpoint, keys } = pushService.subscribe();
  const subscriptionId = Number(
    first.sqlite
      .prepare('INSERT INTO push_subscriptions (endpoint, p256dh, auth) VALUES (?, ?, ?)')
      .run(endpoint, keys.p256dh, keys.auth).lastInsertRowid,
  );
  const payload = { title: 'Uus järelhüüe: Heino Kütt', body: 'Puhka rahus', url: '/', tag: 't' };
  const jobId = Number(
    first.sqlite
      .prepare(
        `INSERT INTO push_jobs (notice_id, subscription_id, kind, payload, due_at)
         VALUES (?, ?, 'reply', ?, ?)`,
      )
      .run(noticeId, subscriptionId, JSON.stringify(payload), clock).lastInsertRowid,
  );
  return { endpoint, jobId };
}

const jobState = (jobId: number) =>
  first.sqlite.prepare('SELECT state, attempts FROM push_jobs WHERE id = ?').get(jobId);

beforeAll(async () => {
  pushService = await startPushService();
  dir = mkdtempSync(path.join(tmpdir(), 'kyynal-lease-'));
  const opened = openDataDir(dir);
  first = opened.database;
  second = openDatabase(opened.file);
  noticeId = insertNotice(first, { deceasedName: 'Heino Kütt' });
});
afterAll(async () => {
  first.sqlite.close();
  second.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
  await pushService.close();
});
beforeEach(() => {
  first.sqlite.prepare('DELETE FROM push_jobs').run();
});

describe('the push worker lease', () => {
  it('leaves a job the other instance claimed alone until its lease expires, then sends it once', async () => {
    const a = workerOn(first);
    const b = workerOn(second);
    const { endpoint, jobId } = queueJob();

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
    expect(jobState(jobId)).toEqual({ state: 'sending', attempts: 1 });

    // once the lease has expired, B takes the job over (a second attempt) and sends it
    clock += 1;
    await b.worker.tick();
    expect(pushService.messages(endpoint)).toHaveLength(1);
    expect(jobState(jobId)).toEqual({ state: 'done', attempts: 2 });

    // a later tick of either sends nothing more
    clock += 2 * LEASE_MS;
    await a.worker.tick();
    await b.worker.tick();
    expect(pushService.attempts(endpoint)).toBe(1);
  });

  it('sends a due job once when both instances tick at the same time', async () => {
    const a = workerOn(first);
    const b = workerOn(second);
    const { endpoint, jobId } = queueJob();

    await Promise.all([a.worker.tick(), b.worker.tick()]);
    clock += 2 * LEASE_MS;
    await Promise.all([a.worker.tick(), b.worker.tick()]);

    expect(pushService.messages(endpoint)).toHaveLength(1);
    expect(jobState(jobId)).toEqual({ state: 'done', attempts: 1 });
  });

  it('gives up a job whose attempts are spent instead of claiming it again', async () => {
    const a = workerOn(first);
    const { endpoint, jobId } = queueJob();
    first.sqlite
      .prepare("UPDATE push_jobs SET state = 'sending', attempts = ?, lease_until = ? WHERE id = ?")
      .run(MAX_ATTEMPTS, clock, jobId);

    await a.worker.tick();

    expect(pushService.attempts(endpoint)).toBe(0);
    expect(jobState(jobId)).toEqual({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(
      queryNumber(first, 'SELECT count(*) FROM push_jobs WHERE last_error = ?', 'lease expired'),
    ).toBe(1);
  });
});
