/**
 * The push worker: an interval loop in the server process. Each tick it queues the day's
 * anniversary reminders (Tallinn time, once a year per follow), claims due jobs and sends each
 * to its subscriptions. What a push service answers decides what happens next:
 *   2xx      done (the subscription's last success is noted)
 *   404/410  the subscription is deleted, and its follows with it
 *   429      tried again after Retry-After (or the backoff when it has none)
 *   5xx      tried again with exponential backoff, up to MAX_ATTEMPTS
 *   other    failed (413, 400…: the same request cannot succeed)
 * A failure only ever touches the push tables: replies and candles are already saved.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { follows, notices, pushJobs, pushSubscriptions } from '../../../../db/schema';
import type { SqlRow } from '../../../../db/schema/sql-row';
import { TALLINN_TIME_ZONE } from '../../../../db/domain/dates';
import { isNoticeType, noticePath } from '../../../../db/domain/notice-types';
import { candlesText, type PushPayload } from '../../../../db/domain/push';
import { intervalJob } from '../interval-job';
import type { PushSender, SendResult } from './sender';

export const MAX_ATTEMPTS = 5;
/** How long push services keep an undelivered message (seconds) */
const TTL_SECONDS = 24 * 60 * 60;
const CLAIM_BATCH = 50;
/** Done and failed jobs are kept this long, for looking into */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
const ANNIVERSARY_SCAN_MS = 60 * 1000;

export interface PushWorkerOptions {
  sqlite: BetterSqlite3.Database;
  sender: PushSender;
  now: () => number;
  /** Interval between ticks (production 1 s; tests go faster) */
  tickMs?: number;
  /** First retry delay; doubles with every attempt (production 30 s) */
  backoffBaseMs?: number;
  log?: (message: string) => void;
}

type JobRow = Pick<
  SqlRow<typeof pushJobs>,
  'id' | 'notice_id' | 'subscription_id' | 'kind' | 'payload' | 'count' | 'attempts'
>;

type SubscriptionRow = Pick<
  SqlRow<typeof pushSubscriptions>,
  'id' | 'endpoint' | 'p256dh' | 'auth'
>;

/** A follow whose notice's death day is today, with the notice's type and name */
type AnniversaryRow = Pick<SqlRow<typeof follows>, 'id' | 'subscription_id' | 'notice_id'> &
  Pick<SqlRow<typeof notices>, 'type'> & { name: string };

const tallinnParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TALLINN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Tallinn calendar day of an instant: { year, monthDay: 'MM-DD' } */
export function tallinnDay(instant: number): { year: number; monthDay: string } {
  const parts = Object.fromEntries(
    tallinnParts.formatToParts(instant).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return { year: Number(parts.year), monthDay: `${parts.month}-${parts.day}` };
}

export function createPushWorker(options: PushWorkerOptions) {
  const { sqlite, sender, now } = options;
  const tickMs = options.tickMs ?? 1000;
  const backoffBaseMs = options.backoffBaseMs ?? 30_000;
  const log = options.log ?? ((m: string) => console.warn(m));

  const recover = sqlite.prepare("UPDATE push_jobs SET state = 'pending' WHERE state = 'sending'");
  const claim = sqlite.prepare(
    `UPDATE push_jobs SET state = 'sending', attempts = attempts + 1
     WHERE id IN (SELECT id FROM push_jobs WHERE state = 'pending' AND due_at <= ?
                  ORDER BY due_at, id LIMIT ${CLAIM_BATCH})
     RETURNING id, notice_id, subscription_id, kind, payload, count, attempts`,
  );
  const noteCandlesSent = sqlite.prepare(
    `INSERT INTO push_notice_state (notice_id, candles_notified_at) VALUES (?, ?)
     ON CONFLICT (notice_id) DO UPDATE SET candles_notified_at = excluded.candles_notified_at`,
  );
  const followers = sqlite.prepare(
    `SELECT s.id, s.endpoint, s.p256dh, s.auth FROM follows f
     JOIN push_subscriptions s ON s.id = f.subscription_id WHERE f.notice_id = ?`,
  );
  const subscription = sqlite.prepare(
    'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = ?',
  );
  const finish = sqlite.prepare('UPDATE push_jobs SET state = ?, last_error = ? WHERE id = ?');
  const reschedule = sqlite.prepare(
    "UPDATE push_jobs SET state = 'pending', due_at = ?, last_error = ? WHERE id = ?",
  );
  const insertRetry = sqlite.prepare(
    `INSERT INTO push_jobs (notice_id, subscription_id, kind, payload, count, due_at, attempts, last_error)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const delivered = sqlite.prepare(
    'UPDATE push_subscriptions SET failures = 0, last_success_at = ? WHERE id = ?',
  );
  const failedOnce = sqlite.prepare(
    'UPDATE push_subscriptions SET failures = failures + 1 WHERE id = ?',
  );
  const deleteSubscription = sqlite.prepare('DELETE FROM push_subscriptions WHERE id = ?');
  const prune = sqlite.prepare(
    "DELETE FROM push_jobs WHERE state IN ('done', 'failed') AND due_at < ?",
  );
  const dueAnniversaries = sqlite.prepare(
    `SELECT f.id, f.subscription_id, n.id AS notice_id, n.type, n.deceased_name AS name
     FROM follows f JOIN notices n ON n.id = f.notice_id
     WHERE f.anniversary = 1 AND n.status = 'published'
       AND substr(n.death_date_sort, 6) = ? AND cast(substr(n.death_date_sort, 1, 4) AS integer) < ?
       AND (f.anniversary_sent_year IS NULL OR f.anniversary_sent_year < ?)`,
  );
  const markAnniversary = sqlite.prepare(
    'UPDATE follows SET anniversary_sent_year = ? WHERE id = ?',
  );

  const claimJobs = sqlite.transaction((at: number): JobRow[] => {
    const jobs = claim.all(at) as JobRow[];
    for (const job of jobs) {
      if (job.kind === 'candles' && job.subscription_id === null)
        noteCandlesSent.run(job.notice_id, at);
    }
    return jobs;
  });

  const queueAnniversaries = sqlite.transaction((at: number): number => {
    const { year, monthDay } = tallinnDay(at);
    const rows = dueAnniversaries.all(monthDay, year, year) as AnniversaryRow[];
    for (const row of rows) {
      markAnniversary.run(year, row.id);
      const payload: PushPayload = {
        title: `${row.name} – surma aastapäev`,
        body: `Süüta küünal ${row.name} mälestuseks.`,
        url: pathOf(row.type, row.notice_id),
        tag: `anniversary-${row.notice_id}-${year}`,
      };
      insertRetry.run(
        row.notice_id,
        row.subscription_id,
        'anniversary',
        JSON.stringify(payload),
        1,
        at,
        0,
        null,
      );
    }
    return rows.length;
  });

  function payloadOf(job: JobRow): string {
    if (job.kind !== 'candles') return job.payload;
    const payload = JSON.parse(job.payload) as PushPayload;
    return JSON.stringify({ ...payload, body: payload.body || candlesText(job.count) });
  }

  function backoff(attempts: number): number {
    return backoffBaseMs * 2 ** Math.max(0, attempts - 1);
  }

  /** Applies one push service answer; returns the error to note, if any */
  function settle(job: JobRow, target: SubscriptionRow, payload: string, result: SendResult): void {
    const at = now();
    const single = job.subscription_id !== null;
    const retryAt = (delayMs: number, error: string) => {
      if (single) reschedule.run(at + delayMs, error, job.id);
      else {
        const resolved = JSON.parse(payload) as PushPayload;
        insertRetry.run(
          job.notice_id,
          target.id,
          job.kind,
          JSON.stringify(resolved),
          job.count,
          at + delayMs,
          job.attempts,
          error,
        );
      }
    };
    switch (result.kind) {
      case 'ok':
        delivered.run(at, target.id);
        if (single) finish.run('done', null, job.id);
        return;
      case 'gone':
        deleteSubscription.run(target.id);
        if (single) finish.run('done', `HTTP ${result.status}: subscription removed`, job.id);
        return;
      case 'throttled':
      case 'retry': {
        const error = result.kind === 'retry' ? result.error : 'HTTP 429';
        if (job.attempts >= MAX_ATTEMPTS) {
          failedOnce.run(target.id);
          if (single) finish.run('failed', error, job.id);
          return;
        }
        const delay =
          result.kind === 'throttled' && result.retryAfterMs !== null
            ? result.retryAfterMs
            : backoff(job.attempts);
        retryAt(delay, error);
        return;
      }
      case 'rejected':
        failedOnce.run(target.id);
        if (single) finish.run('failed', result.error, job.id);
        return;
    }
  }

  async function deliver(job: JobRow): Promise<void> {
    const payload = payloadOf(job);
    const targets =
      job.subscription_id === null
        ? (followers.all(job.notice_id) as SubscriptionRow[])
        : ([subscription.get(job.subscription_id)].filter(Boolean) as SubscriptionRow[]);
    if (job.subscription_id !== null && targets.length === 0) {
      finish.run('done', 'subscription removed', job.id);
      return;
    }
    await Promise.all(
      targets.map(async (target) => {
        let result: SendResult;
        try {
          result = await sender.send(target, payload, TTL_SECONDS);
        } catch (err) {
          result = { kind: 'retry', error: (err as Error).message };
        }
        settle(job, target, payload, result);
      }),
    );
    // a fan-out job is done once every follower got it or has a retry job of its own
    if (job.subscription_id === null) finish.run('done', null, job.id);
  }

  let lastScan = -Infinity;

  /** One pass: anniversaries (once a minute), then every due job. */
  async function tick(): Promise<void> {
    const at = now();
    if (at - lastScan >= ANNIVERSARY_SCAN_MS || at < lastScan) {
      lastScan = at;
      queueAnniversaries(at);
      prune.run(at - KEEP_FINISHED_MS);
    }
    for (;;) {
      const jobs = claimJobs(now());
      if (jobs.length === 0) return;
      await Promise.all(
        jobs.map((job) =>
          deliver(job).catch((err: unknown) => {
            finish.run('failed', String(err), job.id);
            log(`push job ${job.id} failed: ${String(err)}`);
          }),
        ),
      );
    }
  }

  const job = intervalJob(tick, tickMs, (err) => log(`push worker: ${String(err)}`));
  let started = false;
  return {
    tick,
    start(): void {
      if (started) return;
      started = true;
      // jobs a stopped process left claimed are sent again
      recover.run();
      job.start();
    },
    async stop(): Promise<void> {
      started = false;
      await job.stop();
    },
  };
}

export type PushWorker = ReturnType<typeof createPushWorker>;

function pathOf(type: number, noticeId: number): string {
  return isNoticeType(type) ? noticePath(type, noticeId) : `/arasaatmisteade/${noticeId}`;
}
