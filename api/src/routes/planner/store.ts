/**
 * Shared funeral planners (raw SQL, prepared once): a planner made from a device's copy with its
 * private token (only its SHA-256 stored, compared in constant time), its dates and its tasks.
 * Every write carries the moment it was made on its device (never later than the server's
 * clock): it is applied only when newer than the stored one, so an older change sent from a
 * device that was offline never overwrites a newer one. A deleted added task keeps its row,
 * marked, for the same reason.
 */
import type BetterSqlite3 from 'better-sqlite3';
import {
  PLANNER_LIMITS,
  type PlannerTask,
  type SharedPlanner,
} from '../../../../db/domain/planner';
import type { PlannerData, PlannerDatesInput } from '../../../../db/domain/planner-input';
import { dayOfIso, isoOfDay } from '../../../../db/domain/day-text';
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

interface TaskRow {
  key: string;
  title: string | null;
  done: 0 | 1;
  note: string;
  deleted: 0 | 1;
  by: string | null;
  changedAt: number;
}

/** A task's write as the API took it */
interface TaskWrite {
  title: string | null;
  done: boolean;
  note: string;
  by: string;
  changedAt: string;
}

/** What a task's write came to: the task as stored, or why there is none */
export type TaskOutcome =
  { kind: 'stored'; task: PlannerTask } | { kind: 'full' } | { kind: 'deleted' };

const isoDayOrNull = (day: string | null) => (day === null ? null : isoOfDay(day));
const dayOrNull = (iso: string | null) => (iso === null ? null : dayOfIso(iso));

const taskOf = (row: TaskRow): PlannerTask => ({
  key: row.key,
  title: row.title,
  done: row.done === 1,
  note: row.note,
  by: row.by,
  changedAt: new Date(row.changedAt).toISOString(),
});

const TASK_COLUMNS = `key, title, done, note, deleted, changed_by AS by, changed_at AS changedAt`;

export function createPlannerStore(sqlite: BetterSqlite3.Database) {
  const insertPlanner = sqlite
    .prepare(
      `INSERT INTO planners (token_hash, death_date, funeral_date, dates_by, dates_changed_at,
         updated_at)
       VALUES (@tokenHash, @deathDate, @funeralDate, @by, @changedAt, @now) RETURNING id`,
    )
    .pluck();
  const plannerById = sqlite.prepare<[number], PlannerRow>(
    `SELECT id, token_hash AS tokenHash, death_date AS deathDate, funeral_date AS funeralDate,
       dates_by AS datesBy, dates_changed_at AS datesChangedAt
     FROM planners WHERE id = ?`,
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

  /** A write's moment in ms, never later than the server's clock (a fast device cannot win forever) */
  const stamp = (changedAt: string, now: number) => Math.min(Date.parse(changedAt), now);

  function writeTask(plannerId: number, key: string, write: TaskWrite, now: number): TaskOutcome {
    const stored = taskByKey.get(plannerId, key);
    const changedAt = stamp(write.changedAt, now);
    if (stored?.deleted && stored.changedAt >= changedAt) return { kind: 'deleted' };
    const adds = !stored || stored.deleted === 1;
    if (adds && liveCount.get(plannerId)! >= PLANNER_LIMITS.tasksMax) return { kind: 'full' };
    upsertTask.run({
      plannerId,
      key,
      title: write.title,
      done: write.done ? 1 : 0,
      note: write.note,
      deleted: 0,
      by: write.by,
      changedAt,
    });
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

    /** The planner the token opens; a wrong token is a missing planner (ids cannot be probed) */
    withToken(id: number, token: string): PlannerRow {
      const row = plannerById.get(id);
      if (!row || !sameSecret(hashToken(token), row.tokenHash)) {
        throw new DomainError('not_found', 'not_found', 'planner.notFound', 'token');
      }
      return row;
    },

    view(id: number): SharedPlanner {
      const row = plannerById.get(id)!;
      return {
        id: row.id,
        deathDate: dayOrNull(row.deathDate),
        funeralDate: dayOrNull(row.funeralDate),
        datesBy: row.datesBy,
        datesChangedAt: new Date(row.datesChangedAt).toISOString(),
        tasks: liveTasks.all(id).map(taskOf),
      };
    },

    /** Sets the dates when the write is newer than theirs */
    setDates(planner: PlannerRow, input: PlannerDatesInput, now: number): void {
      const changed = updateDates.run({
        id: planner.id,
        deathDate: isoDayOrNull(input.deathDate),
        funeralDate: isoDayOrNull(input.funeralDate),
        by: input.by,
        changedAt: stamp(input.changedAt, now),
      });
      if (changed.changes) touch.run(now, planner.id);
    },

    /** Writes a task when the write is newer than the stored one */
    writeTask: (planner: PlannerRow, key: string, write: TaskWrite, now: number) =>
      sqlite.transaction(() => writeTask(planner.id, key, write, now))(),

    /** Marks an added task deleted, as of now (a later write may bring it back) */
    deleteTask(planner: PlannerRow, key: string, now: number): void {
      sqlite.transaction(() => {
        const stored = taskByKey.get(planner.id, key);
        if (!stored || stored.deleted) return;
        upsertTask.run({
          plannerId: planner.id,
          key,
          title: stored.title,
          done: stored.done,
          note: '',
          deleted: 1,
          by: stored.by,
          changedAt: Math.max(now, stored.changedAt + 1),
        });
        pruneDeleted.run({ plannerId: planner.id, keep: PLANNER_LIMITS.tasksMax });
        touch.run(now, planner.id);
      })();
    },
  };
}
