/**
 * The push worker's side of the push tables on PostgreSQL (jobs-store.ts is the SQLite twin and
 * holds the rules). Several app instances run a worker each: a claim takes its batch with
 * `FOR UPDATE SKIP LOCKED` (two claiming at once get different jobs, neither waits for the
 * other) and holds it under the lease (lease_until), so no instance takes a job another has in
 * flight until that lease has run out. A day's anniversary reminders are marked on their follows
 * by one UPDATE that re-checks the year on the locked row, so two instances queue each once.
 */
import type pg from 'pg';
import { tallinnDay } from '../../services/push/worker';
import type { PgDeps } from '../../stores/pg/context';
import type { Port } from '../../stores/port';
import { createPgRequestAlerts } from '../requests/alerts.pg';
import { pgRequestReads } from '../requests/store.pg';
import { all, get, run, statement, transaction, type Queryable } from '../../stores/pg/sql';
import {
  anniversaryPayload,
  CLAIM_BATCH,
  followerRetry,
  single,
  type AnniversaryRow,
  type createPushJobStore,
  type PushJob,
  type PushTarget,
} from './jobs-store';

const JOB = 'id, notice_id, subscription_id, kind, payload::text AS payload, count, attempts';

// a lease-less 'sending' row (left by a process before leases) counts as expired
const claim = statement(
  'push_jobs_claim',
  `WITH claimed AS (
     UPDATE push_jobs SET state = 'sending', attempts = attempts + 1, lease_until = $1
      WHERE id IN (SELECT id FROM push_jobs
                    WHERE (state = 'pending' AND due_at <= $2)
                       OR (state = 'sending' AND coalesce(lease_until, 0) <= $2 AND attempts < $3)
                    ORDER BY due_at, id LIMIT ${CLAIM_BATCH}
                    FOR UPDATE SKIP LOCKED)
      RETURNING due_at, ${JOB})
   SELECT id, notice_id, subscription_id, kind, payload, count, attempts
     FROM claimed ORDER BY due_at, id`,
);
const giveUpExpired = statement(
  'push_jobs_give_up',
  `UPDATE push_jobs SET state = 'failed', last_error = 'lease expired'
    WHERE state = 'sending' AND coalesce(lease_until, 0) <= $1 AND attempts >= $2`,
);
const noteCandlesSent = statement(
  'push_jobs_candles_sent',
  `INSERT INTO push_notice_state (notice_id, candles_notified_at) VALUES ($1, $2)
   ON CONFLICT (notice_id) DO UPDATE SET candles_notified_at = excluded.candles_notified_at`,
);
const followers = statement(
  'push_jobs_followers',
  `SELECT s.id, s.endpoint, s.p256dh, s.auth FROM follows f
     JOIN push_subscriptions s ON s.id = f.subscription_id WHERE f.notice_id = $1`,
);
const subscription = statement(
  'push_jobs_subscription',
  'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1',
);
const finish = statement(
  'push_jobs_finish',
  'UPDATE push_jobs SET state = $1, last_error = $2 WHERE id = $3',
);
const insertJob = statement(
  'push_jobs_insert',
  `INSERT INTO push_jobs (notice_id, subscription_id, kind, payload, count, due_at, attempts,
                          last_error)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
);

const finishJob = (q: Queryable, state: 'done' | 'failed', error: string | null, jobId: number) =>
  run(q, finish, [state, error, jobId]);

export function createPgPushJobStore(
  pool: pg.Pool,
  deps: PgDeps,
): Port<ReturnType<typeof createPushJobStore>> {
  const alerts = createPgRequestAlerts(deps, pgRequestReads);
  return {
    async mailInstead(job, targetId, at) {
      if (job.kind !== 'request') return;
      await transaction(pool, (q) => alerts.mailInstead(q, job.id, targetId, at));
      deps.mail.kick();
    },

    claim: (at, leaseUntil, maxAttempts) =>
      transaction(pool, async (q) => {
        await run(q, giveUpExpired, [at, maxAttempts]);
        const jobs = await all<PushJob>(q, claim, [leaseUntil, at, maxAttempts]);
        for (const job of jobs) {
          if (job.kind === 'candles' && !single(job)) {
            await run(q, noteCandlesSent, [job.notice_id, at]);
          }
        }
        return jobs;
      }),

    queueAnniversaries: (at) =>
      transaction(pool, async (q) => {
        const { year, monthDay } = tallinnDay(at);
        const rows = await all<AnniversaryRow>(
          q,
          `UPDATE follows f SET anniversary_sent_year = $2
             FROM notices n
            WHERE n.id = f.notice_id AND f.anniversary AND n.status = 'published'
              AND substr(n.death_date_sort, 6) = $1
              AND cast(substr(n.death_date_sort, 1, 4) AS integer) < $2
              AND (f.anniversary_sent_year IS NULL OR f.anniversary_sent_year < $2)
            RETURNING f.id, f.subscription_id, n.id AS notice_id, n.type, n.deceased_name AS name`,
          [monthDay, year],
        );
        for (const row of rows) {
          const payload = JSON.stringify(anniversaryPayload(row, year));
          await run(q, insertJob, [
            row.notice_id,
            row.subscription_id,
            'anniversary',
            payload,
            1,
            at,
            0,
            null,
          ]);
        }
        return rows.length;
      }),

    prune: async (before) =>
      void (await run(
        pool,
        "DELETE FROM push_jobs WHERE state IN ('done', 'failed') AND due_at < $1",
        [before],
      )),

    targets: async (job) => {
      if (!single(job)) return all<PushTarget>(pool, followers, [job.notice_id]);
      const target = await get<PushTarget>(pool, subscription, [job.subscription_id]);
      return target ? [target] : [];
    },

    finish: async (jobId, state, error) => void (await finishJob(pool, state, error, jobId)),

    delivered: (job, targetId, at) =>
      transaction(pool, async (q) => {
        await run(
          q,
          'UPDATE push_subscriptions SET failures = 0, last_success_at = $1 WHERE id = $2',
          [at, targetId],
        );
        if (single(job)) await finishJob(q, 'done', null, job.id);
      }),

    gone: (job, targetId, status) =>
      transaction(pool, async (q) => {
        await run(q, 'DELETE FROM push_subscriptions WHERE id = $1', [targetId]);
        if (single(job)) {
          await finishJob(q, 'done', `HTTP ${status}: subscription removed`, job.id);
        }
      }),

    failed: (job, targetId, error) =>
      transaction(pool, async (q) => {
        await run(q, 'UPDATE push_subscriptions SET failures = failures + 1 WHERE id = $1', [
          targetId,
        ]);
        if (single(job)) await finishJob(q, 'failed', error, job.id);
      }),

    retry: async (job, targetId, payload, dueAt, error) => {
      if (single(job)) {
        await run(
          pool,
          "UPDATE push_jobs SET state = 'pending', due_at = $1, last_error = $2 WHERE id = $3",
          [dueAt, error, job.id],
        );
      } else {
        await run(pool, insertJob, followerRetry(job, targetId, payload, dueAt, error));
      }
    },
  };
}
