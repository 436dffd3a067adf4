/**
 * The push worker: an interval loop in the server process. Each tick it queues the day's
 * anniversary reminders (Tallinn time, once a year per follow), claims due jobs and sends each
 * to its subscriptions. What a push service answers decides what happens next:
 *   2xx      done (the subscription's last success is noted)
 *   404/410  the subscription is deleted, and its follows with it
 *   429      tried again after Retry-After (or the backoff when it has none)
 *   5xx      tried again with exponential backoff, up to MAX_ATTEMPTS
 *   other    failed (413, 400…: the same request cannot succeed)
 * A failure only ever touches the push tables: replies and candles are already saved. A failed
 * service request alert (any answer but 2xx, or none) is mailed to the provider at once as well.
 */
import { TALLINN_TIME_ZONE } from '#domain/calendar/dates';
import { candlesText, type PushPayload } from '#domain/inputs/push';
import type { PushJob, PushJobStore, PushTarget } from '../../routes/push/jobs-store';
import type { Port } from '../../stores/port';
import { intervalJob } from '../interval-job';
import type { PushSender, SendResult } from './sender';

export const MAX_ATTEMPTS = 5;
/** How long push services keep an undelivered message (seconds) */
const TTL_SECONDS = 24 * 60 * 60;
/** Done and failed jobs are kept this long, for looking into */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
const ANNIVERSARY_SCAN_MS = 60 * 1000;
/**
 * How long a claimed job stays this worker's (production 5 min): far longer than a batch takes
 * (every send times out after 10 s), so only a stopped or stuck worker's jobs are claimed again
 */
const LEASE_MS = 5 * 60 * 1000;

export interface PushWorkerOptions {
  /** The push tables (routes/push/jobs-store.ts) */
  jobs: Port<PushJobStore>;
  sender: PushSender;
  now: () => number;
  /** Interval between ticks (production 1 s; tests go faster) */
  tickMs?: number;
  /** First retry delay; doubles with every attempt (production 30 s) */
  backoffBaseMs?: number;
  /** How long a claim holds (production 5 min) */
  leaseMs?: number;
  log?: (message: string) => void;
}

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
  const { jobs, sender, now } = options;
  const tickMs = options.tickMs ?? 1000;
  const backoffBaseMs = options.backoffBaseMs ?? 30_000;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const log = options.log ?? ((m: string) => console.warn(m));

  function payloadOf(job: PushJob): string {
    if (job.kind !== 'candles') return job.payload;
    const payload = JSON.parse(job.payload) as PushPayload;
    return JSON.stringify({ ...payload, body: payload.body || candlesText(job.count) });
  }

  function backoff(attempts: number): number {
    return backoffBaseMs * 2 ** Math.max(0, attempts - 1);
  }

  /** Applies one push service answer */
  async function settle(
    job: PushJob,
    target: PushTarget,
    payload: string,
    result: SendResult,
  ): Promise<void> {
    const at = now();
    if (result.kind !== 'ok') await jobs.mailInstead(job, target.id, at);
    switch (result.kind) {
      case 'ok':
        return jobs.delivered(job, target.id, at);
      case 'gone':
        return jobs.gone(job, target.id, result.status);
      case 'throttled':
      case 'retry': {
        const error = result.kind === 'retry' ? result.error : 'HTTP 429';
        if (job.attempts >= MAX_ATTEMPTS) return jobs.failed(job, target.id, error);
        const delay =
          result.kind === 'throttled' && result.retryAfterMs !== null
            ? result.retryAfterMs
            : backoff(job.attempts);
        return jobs.retry(job, target.id, payload, at + delay, error);
      }
      case 'rejected':
        return jobs.failed(job, target.id, result.error);
    }
  }

  async function deliver(job: PushJob): Promise<void> {
    const payload = payloadOf(job);
    const targets = await jobs.targets(job);
    if (job.subscription_id !== null && targets.length === 0) {
      await jobs.finish(job.id, 'done', 'subscription removed');
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
        await settle(job, target, payload, result);
      }),
    );
    // a fan-out job is done once every follower got it or has a retry job of its own
    if (job.subscription_id === null) await jobs.finish(job.id, 'done', null);
  }

  let lastScan = -Infinity;

  /** One pass: anniversaries (once a minute), then every due job and every expired claim. */
  async function tick(): Promise<void> {
    const at = now();
    if (at - lastScan >= ANNIVERSARY_SCAN_MS || at < lastScan) {
      lastScan = at;
      await jobs.queueAnniversaries(at);
      await jobs.prune(at - KEEP_FINISHED_MS);
    }
    for (;;) {
      const claimedAt = now();
      const batch = await jobs.claim(claimedAt, claimedAt + leaseMs, MAX_ATTEMPTS);
      if (batch.length === 0) return;
      await Promise.all(
        batch.map((job) =>
          deliver(job).catch(async (err: unknown) => {
            await jobs.finish(job.id, 'failed', String(err));
            log(`push job ${job.id} failed: ${String(err)}`);
          }),
        ),
      );
    }
  }

  // no reset on start: a job another instance (or this one before a restart) claimed is
  // claimed again only once its lease has expired
  const job = intervalJob(tick, tickMs, (err) => log(`push worker: ${String(err)}`));
  return { tick, start: job.start, stop: job.stop };
}

export type PushWorker = ReturnType<typeof createPushWorker>;
