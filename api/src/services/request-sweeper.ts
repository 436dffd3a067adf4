/**
 * Keeps service requests to their time (an interval job in the server process, like the upload
 * sweeper): an open request closes after its funeral day or 14 days after it was sent,
 * whichever comes first (it then leaves every provider's inbox); an offer past its last valid
 * day expires; a request that ended (accepted, cancelled, closed) is deleted 90 days later with
 * its contact, offers, recipients and follows, and one never confirmed 90 days after it was sent.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { closingOf, REQUEST_KEEP_MS, tallinnIsoDay } from '../../../db/domain/service-requests';
import { intervalJob } from './interval-job';

export interface RequestSweeperOptions {
  sqlite: BetterSqlite3.Database;
  now: () => number;
  /** Interval between sweeps (production: 10 minutes) */
  intervalMs?: number;
  log?: (message: string) => void;
}

export interface SweepOutcome {
  closed: number;
  expired: number;
  deleted: number;
}

export function createRequestSweeper({
  sqlite,
  now,
  intervalMs = 10 * 60_000,
  log = (message) => console.error(`[requests] ${message}`),
}: RequestSweeperOptions) {
  const due = sqlite.prepare<
    [number],
    { id: number; createdAt: number; funeralDate: string | null }
  >(
    `SELECT id, created_at AS createdAt, funeral_date AS funeralDate FROM service_requests
     WHERE status = 'open' AND closes_at <= ?`,
  );
  const close = sqlite.prepare(
    `UPDATE service_requests SET status = 'closed', close_reason = ?, ended_at = ?
     WHERE id = ? AND status = 'open'`,
  );
  const expire = sqlite.prepare(
    "UPDATE request_offers SET status = 'expired', decided_at = ? WHERE status = 'sent' AND valid_until < ?",
  );
  const remove = sqlite.prepare(
    `DELETE FROM service_requests WHERE ended_at <= @before
       OR (status = 'unconfirmed' AND created_at <= @before)`,
  );

  const sweep = sqlite.transaction((at: number): SweepOutcome => {
    const closing = due.all(at);
    for (const r of closing) close.run(closingOf(r.createdAt, r.funeralDate).reason, at, r.id);
    const expired = expire.run(at, tallinnIsoDay(at)).changes;
    const deleted = remove.run({ before: at - REQUEST_KEEP_MS }).changes;
    return { closed: closing.length, expired, deleted };
  });

  const job = intervalJob(
    () => Promise.resolve(sweep(now())),
    intervalMs,
    (err) => log(`sweep failed: ${String(err)}`),
  );
  return { sweep: () => sweep(now()), start: job.start, stop: job.stop };
}
