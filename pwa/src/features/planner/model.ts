/**
 * The device's planner as plain values (no IndexedDB, no network): a change to a task or the
 * dates, the shared copy's first body, and the merge of the server's copy into the device's.
 * A change made on a shared planner is pending until the server has taken it; the server's
 * answer (its last write) replaces every task that is not pending here.
 */
import type { PlannerTask, SharedPlanner } from '#domain/rules/planner';
import { plannerTemplate } from '#domain/rules/planner';
import type { PlannerInput } from '#domain/inputs/planner-input';
import type { LocalPlannerTask, PlannerRecord } from '../../lib/offline-db';

/** What one change sets on a task */
export type TaskChange = Partial<Pick<PlannerTask, 'done' | 'note' | 'title'>>;

/** A record with no dates and no changes */
export function emptyPlanner(id: string, now: number): PlannerRecord {
  return {
    id,
    server: null,
    deathDate: null,
    funeralDate: null,
    datesBy: null,
    datesChangedAt: new Date(now).toISOString(),
    datesPending: false,
    tasks: [],
  };
}

/** A key for a task added on this device: "c-" and 16 random letters and digits */
export function newTaskKey(): string {
  return `c-${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** The task as it stands: its entry, or a template's starting state */
export function taskState(record: PlannerRecord, key: string): LocalPlannerTask {
  return (
    record.tasks.find((t) => t.key === key) ?? {
      key,
      title: null,
      done: false,
      note: '',
      by: null,
      changedAt: record.datesChangedAt,
      pending: false,
    }
  );
}

/** The record with one task changed by `by` at `now` (pending when shared) */
export function changeTask(
  record: PlannerRecord,
  key: string,
  change: TaskChange,
  by: string | null,
  now: number,
): PlannerRecord {
  const task: LocalPlannerTask = {
    ...taskState(record, key),
    ...change,
    by,
    changedAt: new Date(now).toISOString(),
    pending: record.server !== null,
  };
  return { ...record, tasks: putTask(record.tasks, task) };
}

/** The tasks with `task` in its key's place (or added last, when new) */
function putTask(tasks: LocalPlannerTask[], task: LocalPlannerTask): LocalPlannerTask[] {
  return tasks.some((t) => t.key === task.key)
    ? tasks.map((t) => (t.key === task.key ? task : t))
    : [...tasks, task];
}

/** The record without an added task: gone at once when not shared, else once the server knows */
export function removeTask(record: PlannerRecord, key: string, now: number): PlannerRecord {
  if (plannerTemplate(key)) return record;
  if (record.server === null)
    return { ...record, tasks: record.tasks.filter((t) => t.key !== key) };
  return {
    ...record,
    tasks: record.tasks.map((t) =>
      t.key === key
        ? { ...t, deleted: true, pending: true, changedAt: new Date(now).toISOString() }
        : t,
    ),
  };
}

export function changeDates(
  record: PlannerRecord,
  dates: Pick<PlannerRecord, 'deathDate' | 'funeralDate'>,
  by: string | null,
  now: number,
): PlannerRecord {
  return {
    ...record,
    ...dates,
    datesBy: by,
    datesChangedAt: new Date(now).toISOString(),
    datesPending: record.server !== null,
  };
}

/** The body of POST /api/planner: the dates and every task changed on this device */
export function sharedCopyInput(record: PlannerRecord, by: string): PlannerInput {
  return {
    deathDate: record.deathDate,
    funeralDate: record.funeralDate,
    by,
    changedAt: record.datesChangedAt,
    tasks: record.tasks
      .filter((t) => !t.deleted)
      .map(({ key, title, done, note, changedAt }) => ({ key, title, done, note, changedAt })),
  };
}

/** The record once shared: nothing pending, every change now the sharer's */
export function asShared(
  record: PlannerRecord,
  link: { id: number; token: string },
  by: string,
): PlannerRecord {
  return {
    ...record,
    server: link,
    datesBy: by,
    tasks: record.tasks.filter((t) => !t.deleted).map((t) => ({ ...t, by, pending: false })),
  };
}

/** A task as the server stored it, not pending here */
export const fromServer = (task: PlannerTask): LocalPlannerTask => ({ ...task, pending: false });

/**
 * The server's copy merged into the device's: what is pending here stays (it is sent next);
 * everything else is the server's, and an added task the server no longer has is gone.
 */
export function mergeServer(record: PlannerRecord, server: SharedPlanner): PlannerRecord {
  const pending = new Map(record.tasks.filter((t) => t.pending).map((t) => [t.key, t]));
  const tasks = server.tasks.map((t) => pending.get(t.key) ?? fromServer(t));
  const onServer = new Set(server.tasks.map((t) => t.key));
  const newHere = [...pending.values()].filter((t) => !onServer.has(t.key));
  const dates = record.datesPending
    ? {}
    : {
        deathDate: server.deathDate,
        funeralDate: server.funeralDate,
        datesBy: server.datesBy,
        datesChangedAt: server.datesChangedAt,
      };
  return { ...record, ...dates, tasks: [...tasks, ...newHere] };
}

/** The task's entry once the server answered a write sent as `sent` (a newer change stays pending) */
export function acknowledge(
  record: PlannerRecord,
  sent: LocalPlannerTask,
  stored: PlannerTask | null,
): PlannerRecord {
  const current = record.tasks.find((t) => t.key === sent.key);
  if (!current || current.changedAt !== sent.changedAt) return record;
  const tasks = stored
    ? putTask(record.tasks, fromServer(stored))
    : record.tasks.filter((t) => t.key !== sent.key);
  return { ...record, tasks };
}
