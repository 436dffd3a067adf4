/**
 * Shared funeral planners (raw SQL, prepared once): a planner made from a device's copy with its
 * private token (only its SHA-256 stored, compared in constant time), its dates and its tasks.
 * Every write carries the moment it was made on its device (never later than the server's
 * clock): it is applied only when newer than the stored one, so an older change sent from a
 * device that was offline never overwrites a newer one. A deleted added task keeps its row,
 * marked, for the same reason. Each use case checks the token and does its reads and writes in
 * one transaction (the sweeper may delete the planner between two calls); the planners nobody
 * changed for a year go (the sweeper's daily call).
 */
import type BetterSqlite3 from 'better-sqlite3';
import {
  PLANNER_KEEP_MS,
  PLANNER_LIMITS,
  type PlannerTask,
  type SharedPlanner,
  plannerTemplate,
} from '#domain/rules/planner';
import {
  type PlannerData,
  type PlannerDatesInput,
  titleFitsKey,
} from '#domain/inputs/planner-input';
import { dayOfIso, isoOfDay } from '#domain/calendar/day-text';
import { DomainError } from '../../lib/errors';
import { hashToken, newToken, sameSecret } from '../../lib/tokens';

export interface PlannerRow {
  id: number;
  tokenHash: string;
  deathDate: string | null;
  funeralDate: string | null;
  datesBy: string | null;
  datesChangedAt: number;
}

/** A task's row: flags 0/1 on SQLite, booleans on PostgreSQL */
export interface TaskRow {
  key: string;
  title: string | null;
  done: 0 | 1 | boolean;
  note: string;
  deleted: 0 | 1 | boolean;
  by: string | null;
  changedAt: number;
}

/** A task's write as the API took it */
export interface TaskWrite {
  title: string | null;
  done: boolean;
  note: string;
  by: string;
  changedAt: string;
}

/**
 * What a task's write came to: the task as stored, or why there is none (`title`: a template's
 * task takes no title, an added one needs one)
 */
export type TaskOutcome =
  | { kind: 'stored'; task: PlannerTask }
  | { kind: 'full' }
  | { kind: 'deleted' }
  | { kind: 'title' };

export const isoDayOrNull = (day: string | null) => (day === null ? null : isoOfDay(day));
const dayOrNull = (iso: string | null) => (iso === null ? null : dayOfIso(iso));

export const taskOf = (row: TaskRow): PlannerTask => ({
  key: row.key,
  title: row.title,
  done: Boolean(row.done),
  note: row.note,
  by: row.by,
  changedAt: new Date(row.changedAt).toISOString(),
});

export const TASK_COLUMNS = `key, title, done, note, deleted, changed_by AS by,
  changed_at AS "changedAt"`;
export const PLANNER_COLUMNS = `id, token_hash AS "tokenHash", death_date AS "deathDate",
  funeral_date AS "funeralDate", dates_by AS "datesBy", dates_changed_at AS "datesChangedAt"`;

/** A write's moment in ms, never later than the server's clock (a fast device cannot win forever) */
export const stamp = (changedAt: string, now: number) => Math.min(Date.parse(changedAt), now);

/** The planner the token opens; a wrong token is a missing planner (ids cannot be probed) */
export function openedRow(row: PlannerRow | undefined, token: string): PlannerRow {
  if (!row || !sameSecret(hashToken(token), row.tokenHash)) {
    throw new DomainError('not_found', 'not_found', 'planner.notFound', 'token');
  }
  return row;
}

/** The planner as the API answers it, with its live tasks */
export const plannerViewOf = (row: PlannerRow, tasks: TaskRow[]): SharedPlanner => ({
  id: row.id,
  deathDate: dayOrNull(row.deathDate),
  funeralDate: dayOrNull(row.funeralDate),
  datesBy: row.datesBy,
  datesChangedAt: new Date(row.datesChangedAt).toISOString(),
  tasks: tasks.map(taskOf),
});

/**
 * What keeps a task's write from being stored before the limit is counted: a newer deletion
 * (`deleted`); else whether it adds a task (a new key, or one deleted before), which the limit
 * counts
 */
export function taskWriteCheck(
  stored: TaskRow | undefined,
  changedAt: number,
): { kind: 'deleted' } | { kind: 'write'; adds: boolean } {
  if (stored?.deleted && stored.changedAt >= changedAt) return { kind: 'deleted' };
  return { kind: 'write', adds: !stored || Boolean(stored.deleted) };
}

/** The stored row of a task's write (`changedAt`: stamped) */
export const taskWriteRow = (
  plannerId: number,
  key: string,
  write: TaskWrite,
  changedAt: number,
) => ({
  plannerId,
  key,
  title: write.title,
  done: write.done,
  note: write.note,
  deleted: false,
  by: write.by,
  changedAt,
});

/** The row that marks an added task deleted, as of now (later than its last write) */
export const deletionRow = (plannerId: number, key: string, stored: TaskRow, now: number) => ({
  plannerId,
  key,
  title: stored.title,
  done: Boolean(stored.done),
  note: '',
  deleted: true,
  by: stored.by,
  changedAt: Math.max(now, stored.changedAt + 1),
});

export function createPlannerStore(sqlite: BetterSqlite3.Database) {
  const insertPlanner = sqlite
    .prepare(
      `INSERT INTO planners (token_hash, death_date, funeral_date, dates_by, dates_changed_at,
         updated_at)
       VALUES (@tokenHash, @deathDate, @funeralDate, @by, @changedAt, @now) RETURNING id`,
    )
    .pluck();
  const plannerById = sqlite.prepare<[number], PlannerRow>(
    `SELECT ${PLANNER_COLUMNS} FROM planners WHERE id = ?`,
  );
  const liveTasks = sqlite.prepare<[number], TaskRow>(
    `SELECT ${TASK_COLUMNS} FROM planner_tasks WHERE planner_id = ? AND NOT deleted
     ORDER BY rowid`,
  );
  const taskByKey = sqlite.prepare<[number, string], TaskRow>(
    `SELECT ${TASK_COLUMNS} FROM planner_tasks WHERE planner_id = ? AND key = ?`,
  );
  const liveCount = sqlite
    .prepare<[number], number>(
      'SELECT count(*) FROM planner_tasks WHERE planner_id = ? AND NOT deleted',
    )
    .pluck();
  // the newer write wins: an older one changes nothing (the WHERE of the upsert)
  const upsertTask = sqlite.prepare(
    `INSERT INTO planner_tasks (planner_id, key, title, done, note, deleted, changed_by, changed_at)
     VALUES (@plannerId, @key, @title, @done, @note, @deleted, @by, @changedAt)
     ON CONFLICT (planner_id, key) DO UPDATE SET title = excluded.title, done = excluded.done,
       note = excluded.note, deleted = excluded.deleted, changed_by = excluded.changed_by,
       changed_at = excluded.changed_at
     WHERE excluded.changed_at > planner_tasks.changed_at`,
  );
  const updateDates = sqlite.prepare(
    `UPDATE planners SET death_date = @deathDate, funeral_date = @funeralDate, dates_by = @by,
       dates_changed_at = @changedAt
     WHERE id = @id AND dates_changed_at < @changedAt`,
  );
  const touch = sqlite.prepare('UPDATE planners SET updated_at = ? WHERE id = ?');
  // deleted tasks beyond the limit's number go, oldest first: they only guard against stale writes
  const pruneDeleted = sqlite.prepare(
    `DELETE FROM planner_tasks WHERE planner_id = @plannerId AND deleted AND key NOT IN (
       SELECT key FROM planner_tasks WHERE planner_id = @plannerId AND deleted
       ORDER BY changed_at DESC LIMIT @keep)`,
  );
  // planner_tasks go with their planner (ON DELETE CASCADE)
  const removeUnchanged = sqlite.prepare<[number]>('DELETE FROM planners WHERE updated_at <= ?');

  const opened = (id: number, token: string) => openedRow(plannerById.get(id), token);
  const viewOf = (row: PlannerRow) => plannerViewOf(row, liveTasks.all(row.id));
  /** The row as SQLite binds it: flags 0/1 */
  const bound = <R extends { done: boolean; deleted: boolean }>(row: R) => ({
    ...row,
    done: row.done ? 1 : 0,
    deleted: row.deleted ? 1 : 0,
  });

  function writeTask(plannerId: number, key: string, write: TaskWrite, now: number): TaskOutcome {
    const stored = taskByKey.get(plannerId, key);
    const changedAt = stamp(write.changedAt, now);
    const check = taskWriteCheck(stored, changedAt);
    if (check.kind === 'deleted') return check;
    if (check.adds && liveCount.get(plannerId)! >= PLANNER_LIMITS.tasksMax) return { kind: 'full' };
    upsertTask.run(bound(taskWriteRow(plannerId, key, write, changedAt)));
    touch.run(now, plannerId);
    return { kind: 'stored', task: taskOf(taskByKey.get(plannerId, key)!) };
  }

  return {
    /** A shared copy of a device's planner; the token is shown once, to its creator */
    create(data: PlannerData, now: number): { id: number; token: string } {
      const token = newToken();
      return sqlite.transaction(() => {
        const id = insertPlanner.get({
          tokenHash: hashToken(token),
          deathDate: isoDayOrNull(data.deathDate),
          funeralDate: isoDayOrNull(data.funeralDate),
          by: data.by,
          changedAt: stamp(data.changedAt, now),
          now,
        }) as number;
        for (const { key, ...task } of data.tasks) {
          writeTask(id, key, { ...task, by: data.by }, now);
        }
        return { id, token };
      })();
    },

    /** The planner the token opens, with its live tasks */
    view(id: number, token: string): SharedPlanner {
      return sqlite.transaction(() => viewOf(opened(id, token)))();
    },

    /** Sets the dates when the write is newer than theirs; the planner as it then is */
    setDates(id: number, token: string, input: PlannerDatesInput, now: number): SharedPlanner {
      return sqlite.transaction(() => {
        opened(id, token);
        const changed = updateDates.run({
          id,
          deathDate: isoDayOrNull(input.deathDate),
          funeralDate: isoDayOrNull(input.funeralDate),
          by: input.by,
          changedAt: stamp(input.changedAt, now),
        });
        if (changed.changes) touch.run(now, id);
        return viewOf(plannerById.get(id)!);
      })();
    },

    /** Writes a task when the write is newer than the stored one */
    writeTask(id: number, token: string, key: string, write: TaskWrite, now: number): TaskOutcome {
      return sqlite.transaction(() => {
        opened(id, token);
        if (!titleFitsKey(key, write.title)) return { kind: 'title' } as const;
        return writeTask(id, key, write, now);
      })();
    },

    /**
     * Marks an added task deleted, as of now (a later write may bring it back); false for a
     * template's task, which stays
     */
    deleteTask(id: number, token: string, key: string, now: number): boolean {
      return sqlite.transaction(() => {
        opened(id, token);
        if (plannerTemplate(key)) return false;
        const stored = taskByKey.get(id, key);
        if (!stored || stored.deleted) return true;
        upsertTask.run(bound(deletionRow(id, key, stored, now)));
        pruneDeleted.run({ plannerId: id, keep: PLANNER_LIMITS.tasksMax });
        touch.run(now, id);
        return true;
      })();
    },

    /** Deletes the planners last changed PLANNER_KEEP_MS or more before `at`; returns how many */
    removeUnchanged(at: number): number {
      return removeUnchanged.run(at - PLANNER_KEEP_MS).changes;
    },
  };
}
