/**
 * Keeps service requests to their time (an interval job in the server process, like the upload
 * sweeper): an open request closes after its funeral day or 14 days after it was sent,
 * whichever comes first (it then leaves every provider's inbox); an offer past its last valid
 * day expires; a request that ended (accepted, cancelled, closed) is deleted 90 days later with
 * its contact, offers, recipients and follows, and one never confirmed 90 days after it was sent.
 */
import type { RequestSweepStore } from '../routes/requests/store';
import type { Port } from '../stores/port';
import { intervalJob } from './interval-job';

export interface RequestSweeperOptions {
  /** The sweep's store (routes/requests/store.ts) */
  store: Port<RequestSweepStore>;
  now: () => number;
  /** Interval between sweeps (production: 10 minutes) */
  intervalMs?: number;
  log?: (message: string) => void;
}

export function createRequestSweeper({
  store,
  now,
  intervalMs = 10 * 60_000,
  log = (message) => console.error(`[requests] ${message}`),
}: RequestSweeperOptions) {
  const sweep = () => store.sweep(now());
  const job = intervalJob(sweep, intervalMs, (err) => log(`sweep failed: ${String(err)}`));
  return { sweep, start: job.start, stop: job.stop };
}
