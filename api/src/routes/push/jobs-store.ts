/**
 * The push worker's side of the push tables (api/src/services/push/worker.ts): claiming due jobs
 * under a lease, the day's anniversary reminders, and what each push service answer writes.
 * Raw SQL, prepared once; every method is one transaction. Queueing a reply's or a candle's job
 * happens inside their own transactions (services/push/queue.ts).
 */
import type BetterSqlite3 from 'better-sqlite3';
import { isNoticeType, noticePath } from '../../../../db/domain/notice-types';
import type { PushPayload } from '../../../../db/domain/push';
import type { follows, notices, pushJobs, pushSubscriptions } from '../../../../db/schema';
import type { SqlRow } from '../../../../db/schema/sql-row';
import { tallinnDay } from '../../services/push/worker';

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

/**
 * The job of one follower of a fan-out job that is tried again at `dueAt` (the insert's values:
 * notice, subscription, kind, payload, count, due, attempts, last error)
 */
export const followerRetry = (
  job: PushJob,
  targetId: number,
  payload: string,
  dueAt: number,
  error: string,
) => [job.notice_id, targetId, job.kind, payload, job.count, dueAt, job.attempts, error] as const;

/** The reminder of a notice's death anniversary in `year` */
export const anniversaryPayload = (row: AnniversaryRow, year: number): PushPayload => ({
  title: `${row.name} – surma aastapäev`,
  body: `Süüta küünal ${row.name} mälestuseks.`,
  url: pathOf(row.type, row.notice_id),
  tag: `anniversary-${row.notice_id}-${year}`,
});

export function createPushJobStore(
  sqlite: BetterSqlite3.Database,
  /** A `request` push failed: mail the provider its alert instead (requests/alerts.ts) */
  requestAlerts: { mailInstead(jobId: number, subscriptionId: number, now: number): void },
) {
  // A job is claimed when it is due, or when the worker that claimed it let its lease run out
  // (stopped, crashed, or stuck): that counts as an attempt. A lease-less 'sending' row (left by
  // a process before leases) counts as expired.
  const claim = sqlite.prepare<[number, number, number, number]>(
    `UPDATE push_jobs SET state = 'sending', attempts = attempts + 1, lease_until = ?
     WHERE id IN (SELECT id FROM push_jobs
                  WHERE (state = 'pending' AND due_at <= ?)
                     OR (state = 'sending' AND coalesce(lease_until, 0) <= ? AND attempts < ?)
                  ORDER BY due_at, id LIMIT ${CLAIM_BATCH})
     RETURNING id, notice_id, subscription_id, kind, payload, count, attempts`,
  );
  const giveUpExpired = sqlite.prepare<[number, number]>(
    `UPDATE push_jobs SET state = 'failed', last_error = 'lease expired'
     WHERE state = 'sending' AND coalesce(lease_until, 0) <= ? AND attempts >= ?`,
  );
  const noteCandlesSent = sqlite.prepare(
    `INSERT INTO push_notice_state (notice_id, candles_notified_at) VALUES (?, ?)
     ON CONFLICT (notice_id) DO UPDATE SET candles_notified_at = excluded.candles_notified_at`,
  );
  const followers = sqlite.prepare<[number | null], PushTarget>(
    `SELECT s.id, s.endpoint, s.p256dh, s.auth FROM follows f
     JOIN push_subscriptions s ON s.id = f.subscription_id WHERE f.notice_id = ?`,
  );
  const subscription = sqlite.prepare<[number], PushTarget>(
    'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = ?',
  );
  const finish = sqlite.prepare('UPDATE push_jobs SET state = ?, last_error = ? WHERE id = ?');
  const reschedule = sqlite.prepare(
    "UPDATE push_jobs SET state = 'pending', due_at = ?, last_error = ? WHERE id = ?",
  );
  const insertJob = sqlite.prepare(
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
  const dueAnniversaries = sqlite.prepare<[string, number, number], AnniversaryRow>(
    `SELECT f.id, f.subscription_id, n.id AS notice_id, n.type, n.deceased_name AS name
     FROM follows f JOIN notices n ON n.id = f.notice_id
     WHERE f.anniversary = 1 AND n.status = 'published'
       AND substr(n.death_date_sort, 6) = ? AND cast(substr(n.death_date_sort, 1, 4) AS integer) < ?
       AND (f.anniversary_sent_year IS NULL OR f.anniversary_sent_year < ?)`,
  );
  const markAnniversary = sqlite.prepare(
    'UPDATE follows SET anniversary_sent_year = ? WHERE id = ?',
  );

  return {
    /**
     * Claims up to a batch of jobs for this worker until `leaseUntil`: the due pending ones and
     * those whose lease has expired (a job whose attempts are spent fails instead).
     */
    claim: sqlite.transaction((at: number, leaseUntil: number, maxAttempts: number): PushJob[] => {
      giveUpExpired.run(at, maxAttempts);
      const jobs = claim.all(leaseUntil, at, at, maxAttempts) as PushJob[];
      for (const job of jobs) {
        if (job.kind === 'candles' && !single(job)) noteCandlesSent.run(job.notice_id, at);
      }
      return jobs;
    }),

    /** Queues today's anniversary reminders (Tallinn time), each follow once a year */
    queueAnniversaries: sqlite.transaction((at: number): number => {
      const { year, monthDay } = tallinnDay(at);
      const rows = dueAnniversaries.all(monthDay, year, year);
      for (const row of rows) {
        markAnniversary.run(year, row.id);
        const payload = JSON.stringify(anniversaryPayload(row, year));
        insertJob.run(row.notice_id, row.subscription_id, 'anniversary', payload, 1, at, 0, null);
      }
      return rows.length;
    }),

    /** Deletes the done and failed jobs due before `before` */
    prune(before: number): void {
      prune.run(before);
    },

    /** Where a job goes: its one subscription (none when it was deleted), or the followers */
    targets(job: PushJob): PushTarget[] {
      if (!single(job)) return followers.all(job.notice_id);
      const target = subscription.get(job.subscription_id!);
      return target ? [target] : [];
    },

    /** A job is over: sent (to everyone, or retries queued), or given up */
    finish(jobId: number, state: 'done' | 'failed', error: string | null): void {
      finish.run(state, error, jobId);
    },

    /** The push service took it: the subscription works; a single job is done */
    delivered: sqlite.transaction((job: PushJob, targetId: number, at: number): void => {
      delivered.run(at, targetId);
      if (single(job)) finish.run('done', null, job.id);
    }),

    /**
     * A push to this subscription failed (any answer but 2xx): a service request's alert to a
     * provider goes out by mail at once instead, before the answer is applied
     */
    mailInstead(job: PushJob, targetId: number, at: number): void {
      if (job.kind === 'request') requestAlerts.mailInstead(job.id, targetId, at);
    },

    /** The subscription is gone (404/410): deleted with its follows; a single job is done */
    gone: sqlite.transaction((job: PushJob, targetId: number, status: number): void => {
      deleteSubscription.run(targetId);
      if (single(job)) finish.run('done', `HTTP ${status}: subscription removed`, job.id);
    }),

    /** Given up for this subscription (its failures counted); a single job has failed */
    failed: sqlite.transaction((job: PushJob, targetId: number, error: string): void => {
      failedOnce.run(targetId);
      if (single(job)) finish.run('failed', error, job.id);
    }),

    /**
     * Tried again at `dueAt`: a single job is rescheduled; a follower of a fan-out job gets a
     * job of its own with the resolved payload (the fan-out finishes once every one is handled)
     */
    retry(job: PushJob, targetId: number, payload: string, dueAt: number, error: string): void {
      if (single(job)) reschedule.run(dueAt, error, job.id);
      else insertJob.run(...followerRetry(job, targetId, payload, dueAt, error));
    },
  };
}

export type PushJobStore = ReturnType<typeof createPushJobStore>;
