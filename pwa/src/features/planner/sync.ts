/**
 * A shared planner's sync: the changes pending on this device go to the server one by one (each
 * answered with the task as stored: the newer write), then the server's copy is merged in
 * (model.ts mergeServer). One sync of a planner runs at a time; a change made meanwhile is sent
 * by the next one. Offline, nothing is lost: the changes stay pending until a later sync.
 */
import type { PlannerTask } from '#domain/rules/planner';
import type { ApiError } from '../../lib/api-error';
import { offlineDb, type LocalPlannerTask } from '../../lib/offline-db';
import { queryClient } from '../../lib/query-client';
import { plannerApi, sharedPlannerQuery, type PlannerLink } from './api';
import { updatePlanner } from './local';
import { acknowledge, mergeServer } from './model';

export type SyncOutcome =
  | { kind: 'synced' }
  /** No connection (or the server failed): the changes wait */
  | { kind: 'offline' }
  /** The link's planner is gone or the token is wrong */
  | { kind: 'notFound' }
  /** The server refused a change (a limit, a deleted task): its message */
  | { kind: 'refused'; message: string };

/** Errors that end a sync: the change may succeed later (or the link is wrong) */
const isTransient = (error: ApiError) =>
  error.status === 0 || error.status === 404 || error.status === 429 || error.status >= 500;

function sendTask(link: PlannerLink, task: LocalPlannerTask): Promise<PlannerTask | null> {
  if (task.deleted) return plannerApi.deleteTask(link, task.key).then(() => null);
  const { done, note, title, changedAt } = task;
  return plannerApi.writeTask(link, task.key, {
    done,
    note,
    title,
    changedAt,
    by: task.by ?? '?',
  });
}

async function runSync(id: string, db = offlineDb()): Promise<SyncOutcome> {
  const record = await db.planners.get(id);
  if (!record?.server) return { kind: 'synced' };
  const link = record.server;
  let refused: string | null = null;
  try {
    for (const task of record.tasks.filter((t) => t.pending)) {
      let stored: PlannerTask | null = null;
      try {
        stored = await sendTask(link, task);
      } catch (err) {
        const error = err as ApiError;
        if (isTransient(error)) throw error;
        refused = error.message;
      }
      await updatePlanner(id, (r) => acknowledge(r, task, stored), db);
    }
    if (record.datesPending) {
      const { deathDate, funeralDate, datesChangedAt: changedAt } = record;
      try {
        const by = record.datesBy ?? '?';
        await plannerApi.setDates(link, { deathDate, funeralDate, by, changedAt });
      } catch (err) {
        const error = err as ApiError;
        if (isTransient(error)) throw error;
        refused = error.message;
      }
      await updatePlanner(
        id,
        (r) => (r.datesChangedAt === changedAt ? { ...r, datesPending: false } : r),
        db,
      );
    }
    const server = await queryClient.fetchQuery(sharedPlannerQuery(link));
    await updatePlanner(id, (r) => mergeServer(r, server), db);
    return refused === null ? { kind: 'synced' } : { kind: 'refused', message: refused };
  } catch (err) {
    const error = err as ApiError;
    return error.status === 404 ? { kind: 'notFound' } : { kind: 'offline' };
  }
}

const running = new Map<string, Promise<SyncOutcome>>();

/** Syncs a shared planner after any sync of it that is running now */
export function syncPlanner(id: string): Promise<SyncOutcome> {
  const before = running.get(id) ?? Promise.resolve(null);
  const next = before.then(() => runSync(id));
  running.set(id, next);
  void next.finally(() => {
    if (running.get(id) === next) running.delete(id);
  });
  return next;
}
