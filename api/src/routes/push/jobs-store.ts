/**
 * The push worker's side of the push tables (api/src/services/push/worker.ts), written once for
 * both databases (decision 0109): claiming due jobs under a lease, the day's anniversary
 * reminders, and what each push service answer writes; every method is one transaction.
 * Queueing a reply's or a candle's job happens inside their own transactions
 * (services/push/queue.ts).
 *
 * Several app instances run a worker each (PostgreSQL): a claim takes its batch with
 * `FOR UPDATE SKIP LOCKED` (two claiming at once get different jobs, neither waits for the other)
 * and holds it under the lease (lease_until), so no instance takes a job another has in flight
 * until that lease has run out. A day's anniversary reminders are marked on their follows by one
 * UPDATE that re-checks the year on the locked row, so two instances queue each once. SQLite's
 * transaction holds the whole file, so there a claim and the reminders are plain statements.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { isNoticeType, noticePath } from '#domain/vocabulary/notice-types';
import type { PushPayload } from '#domain/inputs/push';
import type { follows, notices, pushJobs, pushSubscriptions } from '#db/schema';
import type { SqlRow } from '#db/schema/sql-row';
import { tallinnDay } from '../../services/push/worker';
import {
  all,
  get,
  run,
  sql,
  sqliteDb,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';

/** How many jobs one claim takes at most */
export const CLAIM_BATCH = 50;

export type PushJob = Pick<
  SqlRow<typeof pushJobs>,
  'id' | 'notice_id' | 'subscription_id' | 'kind' | 'payload' | 'count' | 'attempts'
>;

export type PushTarget = Pick<
  SqlRow<typeof pushSubscriptions>,
  'id' | 'endpoint' | 'p256dh' | 'auth'
>;

/** A follow whose notice's death day is today, with the notice's type and name */
export type AnniversaryRow = Pick<SqlRow<typeof follows>, 'id' | 'subscription_id' | 'notice_id'> &
  Pick<SqlRow<typeof notices>, 'type'> & { name: string };

/** Whether a job names one subscription (a retry, an anniversary, a request's push) */
export const single = (job: PushJob) => job.subscription_id !== null;

function pathOf(type: number, noticeId: number): string {
  return isNoticeType(type) ? noticePath(type, noticeId) : `/arasaatmisteade/${noticeId}`;
}

/** The reminder of a notice's death anniversary in `year` */
export const anniversaryPayload = (row: AnniversaryRow, year: number): PushPayload => ({
  title: `${row.name} – surma aastapäev`,
  body: `Süüta küünal ${row.name} mälestuseks.`,
  url: pathOf(row.type, row.notice_id),
  tag: `anniversary-${row.notice_id}-${year}`,
});

type JobState = 'done' | 'failed';
type NewJob = [
  noticeId: number | null,
  subscriptionId: number | null,
  kind: string,
  payload: string,
  count: number,
  dueAt: number,
  attempts: number,
  error: string | null,
];

// A job is claimed when it is due, or when the worker that claimed it let its lease run out
// (stopped, crashed, or stuck): that counts as an attempt. A lease-less 'sending' row (left by a
// process before leases) counts as expired.
const CLAIMABLE = `SELECT id FROM push_jobs
   WHERE (state = 'pending' AND due_at <= $2)
      OR (state = 'sending' AND coalesce(lease_until, 0) <= $2 AND attempts < $3)
   ORDER BY due_at, id LIMIT ${CLAIM_BATCH}`;
const claimJobs = sql<PushJob, [leaseUntil: number, at: number, maxAttempts: number]>(
  'push_jobs_claim',
  {
    sqlite: `UPDATE push_jobs SET state = 'sending', attempts = attempts + 1, lease_until = $1
      WHERE id IN (${CLAIMABLE})
      RETURNING id, notice_id, subscription_id, kind, payload, count, attempts`,
    // the payload (jsonb) as its text, as SQLite keeps it
    pg: `WITH claimed AS (
       UPDATE push_jobs SET state = 'sending', attempts = attempts + 1, lease_until = $1
        WHERE id IN (${CLAIMABLE} FOR UPDATE SKIP LOCKED)
        RETURNING due_at, id, notice_id, subscription_id, kind, payload::text AS payload, count,
          attempts)
     SELECT id, notice_id, subscription_id, kind, payload, count, attempts
       FROM claimed ORDER BY due_at, id`,
  },
);
const giveUpExpired = sql<never, [at: number, maxAttempts: number]>(
  'push_jobs_give_up',
  `UPDATE push_jobs SET state = 'failed', last_error = 'lease expired'
    WHERE state = 'sending' AND coalesce(lease_until, 0) <= $1 AND attempts >= $2`,
);
const noteCandlesSent = sql<never, [noticeId: number, at: number]>(
  'push_jobs_candles_sent',
  `INSERT INTO push_notice_state (notice_id, candles_notified_at) VALUES ($1, $2)
   ON CONFLICT (notice_id) DO UPDATE SET candles_notified_at = excluded.candles_notified_at`,
);
const followers = sql<PushTarget, [number | null]>(
  'push_jobs_followers',
  `SELECT s.id, s.endpoint, s.p256dh, s.auth FROM follows f
     JOIN push_subscriptions s ON s.id = f.subscription_id WHERE f.notice_id = $1`,
);
const subscription = sql<PushTarget, [number]>(
  'push_jobs_subscription',
  'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1',
);
const finish = sql<never, [JobState, string | null, number]>(
  'push_jobs_finish',
  'UPDATE push_jobs SET state = $1, last_error = $2 WHERE id = $3',
);
const reschedule = sql<never, [dueAt: number, error: string, id: number]>(
  'push_jobs_reschedule',
  "UPDATE push_jobs SET state = 'pending', due_at = $1, last_error = $2 WHERE id = $3",
);
const insertJob = sql<never, NewJob>(
  'push_jobs_insert',
  `INSERT INTO push_jobs (notice_id, subscription_id, kind, payload, count, due_at, attempts,
                          last_error)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
);
const delivered = sql<never, [at: number, id: number]>(
  'push_jobs_delivered',
  'UPDATE push_subscriptions SET failures = 0, last_success_at = $1 WHERE id = $2',
);
const failedOnce = sql<never, [number]>(
  'push_jobs_failed_once',
  'UPDATE push_subscriptions SET failures = failures + 1 WHERE id = $1',
);
const deleteSubscription = sql<never, [number]>(
  'push_jobs_delete_subscription',
  'DELETE FROM push_subscriptions WHERE id = $1',
);
const prune = sql<never, [number]>(
  'push_jobs_prune',
  "DELETE FROM push_jobs WHERE state IN ('done', 'failed') AND due_at < $1",
);
/** Today's due reminders; PostgreSQL marks them in the same statement (the year re-checked) */
const dueAnniversaries = sql<AnniversaryRow, [monthDay: string, year: number]>(
  'push_jobs_due_anniversaries',
  {
    sqlite: `SELECT f.id, f.subscription_id, n.id AS notice_id, n.type, n.deceased_name AS name
      FROM follows f JOIN notices n ON n.id = f.notice_id
     WHERE f.anniversary = 1 AND n.status = 'published'
       AND substr(n.death_date_sort, 6) = $1 AND cast(substr(n.death_date_sort, 1, 4) AS integer) < $2
       AND (f.anniversary_sent_year IS NULL OR f.anniversary_sent_year < $2)`,
    pg: `UPDATE follows f SET anniversary_sent_year = $2
      FROM notices n
     WHERE n.id = f.notice_id AND f.anniversary AND n.status = 'published'
       AND substr(n.death_date_sort, 6) = $1
       AND cast(substr(n.death_date_sort, 1, 4) AS integer) < $2
       AND (f.anniversary_sent_year IS NULL OR f.anniversary_sent_year < $2)
    RETURNING f.id, f.subscription_id, n.id AS notice_id, n.type, n.deceased_name AS name`,
  },
);
const markAnniversary = sql<never, [year: number, id: number]>('push_jobs_mark_anniversary', {
  sqlite: 'UPDATE follows SET anniversary_sent_year = $1 WHERE id = $2',
  pg: null, // marked by the due reminders' UPDATE
});

/** A `request` push failed: mail the provider its alert instead (requests/alerts.ts) */
export interface PushJobEffects {
  mailInstead(jobId: number, subscriptionId: number, now: number): Maybe<void>;
}

/**
 * The push worker's jobs on a database (`effects`: its own inside the transaction `tx`);
 * `mailed` wakes the mail sender once a mail queued instead of a push is committed
 */
export function pushJobStoreOf<Tx>(
  db: Db<Tx>,
  effects: (tx: Tx) => PushJobEffects,
  mailed: () => void,
) {
  /** A single job's end: done or failed (a fan-out job ends once every follower is handled) */
  function* finishSingle(job: PushJob, state: JobState, error: string | null): Flow<void> {
    if (single(job)) yield* run(finish, state, error, job.id);
  }

  return {
    /**
     * Claims up to a batch of jobs for this worker until `leaseUntil`: the due pending ones and
     * those whose lease has expired (a job whose attempts are spent fails instead).
     */
    claim: (at: number, leaseUntil: number, maxAttempts: number) =>
      db.transaction(function* () {
        yield* run(giveUpExpired, at, maxAttempts);
        const jobs = yield* all(claimJobs, leaseUntil, at, maxAttempts);
        for (const job of jobs) {
          if (job.kind === 'candles' && !single(job))
            yield* run(noteCandlesSent, job.notice_id, at);
        }
        return jobs;
      }),

    /** Queues today's anniversary reminders (Tallinn time), each follow once a year */
    queueAnniversaries: (at: number) =>
      db.transaction(function* () {
        const { year, monthDay } = tallinnDay(at);
        const rows = yield* all(dueAnniversaries, monthDay, year);
        for (const row of rows) {
          yield* run(markAnniversary, year, row.id);
          const payload = JSON.stringify(anniversaryPayload(row, year));
          yield* run(
            insertJob,
            row.notice_id,
            row.subscription_id,
            'anniversary',
            payload,
            1,
            at,
            0,
            null,
          );
        }
        return rows.length;
      }),

    /** Deletes the done and failed jobs due before `before` */
    prune: (before: number) =>
      db.read(function* (): Flow<void> {
        yield* run(prune, before);
      }),

    /** Where a job goes: its one subscription (none when it was deleted), or the followers */
    targets: (job: PushJob) =>
      db.read(function* () {
        if (!single(job)) return yield* all(followers, job.notice_id);
        const target = yield* get(subscription, job.subscription_id!);
        return target ? [target] : [];
      }),

    /** A job is over: sent (to everyone, or retries queued), or given up */
    finish: (jobId: number, state: JobState, error: string | null) =>
      db.read(function* (): Flow<void> {
        yield* run(finish, state, error, jobId);
      }),

    /** The push service took it: the subscription works; a single job is done */
    delivered: (job: PushJob, targetId: number, at: number) =>
      db.transaction(function* () {
        yield* run(delivered, at, targetId);
        yield* finishSingle(job, 'done', null);
      }),

    /**
     * A push to this subscription failed (any answer but 2xx): a service request's alert to a
     * provider goes out by mail at once instead, before the answer is applied
     */
    mailInstead: (job: PushJob, targetId: number, at: number): Maybe<void> => {
      if (job.kind !== 'request') return;
      return db.transaction(function* (tx) {
        yield* wait(effects(tx).mailInstead(job.id, targetId, at));
      }, mailed);
    },

    /** The subscription is gone (404/410): deleted with its follows; a single job is done */
    gone: (job: PushJob, targetId: number, status: number) =>
      db.transaction(function* () {
        yield* run(deleteSubscription, targetId);
        yield* finishSingle(job, 'done', `HTTP ${status}: subscription removed`);
      }),

    /** Given up for this subscription (its failures counted); a single job has failed */
    failed: (job: PushJob, targetId: number, error: string) =>
      db.transaction(function* () {
        yield* run(failedOnce, targetId);
        yield* finishSingle(job, 'failed', error);
      }),

    /**
     * Tried again at `dueAt`: a single job is rescheduled; a follower of a fan-out job gets a
     * job of its own with the resolved payload (the fan-out finishes once every one is handled)
     */
    retry: (job: PushJob, targetId: number, payload: string, dueAt: number, error: string) =>
      db.read(function* (): Flow<void> {
        if (single(job)) yield* run(reschedule, dueAt, error, job.id);
        else {
          const { notice_id, kind, count, attempts } = job;
          yield* run(insertJob, notice_id, targetId, kind, payload, count, dueAt, attempts, error);
        }
      }),
  };
}

export type PushJobStore = ReturnType<typeof pushJobStoreOf>;

/** The push worker's jobs on SQLite (a failed request push mailed through its outbox) */
export function createPushJobStore(sqlite: BetterSqlite3.Database, requestAlerts: PushJobEffects) {
  return pushJobStoreOf(
    sqliteDb(sqlite),
    () => requestAlerts,
    () => {},
  );
}
