/**
 * Deletes shared funeral planners that nobody changed for a year (an interval job in the server
 * process, daily), with their tasks: their notes and names are personal data kept only as long
 * as the family plausibly uses them. A device's own copy (IndexedDB) is not touched.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { PLANNER_KEEP_MS } from '../../../db/domain/planner';
import { intervalJob } from './interval-job';

export interface PlannerSweeperOptions {
  sqlite: BetterSqlite3.Database;
  now: () => number;
  /** Interval between sweeps (production: a day) */
  intervalMs?: number;
  log?: (message: string) => void;
}

export function createPlannerSweeper({
  sqlite,
  now,
  intervalMs = 24 * 3600_000,
  log = (message) => console.error(`[planner] ${message}`),
}: PlannerSweeperOptions) {
  // planner_tasks go with their planner (ON DELETE CASCADE)
  const remove = sqlite.prepare<[number]>('DELETE FROM planners WHERE updated_at <= ?');
  /** Deletes the planners last changed a year or more before `at`; returns how many. */
  const sweep = (at: number) => remove.run(at - PLANNER_KEEP_MS).changes;
  const job = intervalJob(
    () => Promise.resolve(sweep(now())),
    intervalMs,
    (err) => log(`sweep failed: ${String(err)}`),
  );
  return { sweep: () => sweep(now()), start: job.start, stop: job.stop };
}
