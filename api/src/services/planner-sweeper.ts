/**
 * Deletes shared funeral planners that nobody changed for a year (an interval job in the server
 * process, daily), with their tasks: their notes and names are personal data kept only as long
 * as the family plausibly uses them. A device's own copy (IndexedDB) is not touched.
 */
import type { Stores } from '../stores';
import { intervalJob } from './interval-job';

export interface PlannerSweeperOptions {
  /** The planners' store (its sweep deletes them) */
  planner: Pick<Stores['planner'], 'removeUnchanged'>;
  now: () => number;
  /** Interval between sweeps (production: a day) */
  intervalMs?: number;
  log?: (message: string) => void;
}

export function createPlannerSweeper({
  planner,
  now,
  intervalMs = 24 * 3600_000,
  log = (message) => console.error(`[planner] ${message}`),
}: PlannerSweeperOptions) {
  /** Deletes the planners last changed a year or more ago; returns how many. */
  const sweep = () => planner.removeUnchanged(now());
  const job = intervalJob(sweep, intervalMs, (err) => log(`sweep failed: ${String(err)}`));
  return { sweep, start: job.start, stop: job.stop };
}
