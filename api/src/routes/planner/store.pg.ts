/**
 * Shared planners on PostgreSQL (store.ts holds the rules). Every write opens the planner with
 * `SELECT … FOR UPDATE`, checks the token and does its reads and writes in that transaction: two
 * writes to one planner queue on its row, so the 60-task limit holds when tasks are added at
 * once, and the sweeper cannot delete the planner halfway. The newer write wins in the upsert's
 * WHERE, as in SQLite.
 *
 * One difference: PostgreSQL has no rowid, and the table has no column of its first write, so
 * the live tasks come in the order of their last change (a task not changed since it was added,
 * in the order of adding), then by key; SQLite answers them in the order they were first written.
 * The PWA shows the templates' tasks in the templates' order either way.
 */
import type pg from 'pg';
import { PLANNER_KEEP_MS, PLANNER_LIMITS, plannerTemplate } from '#domain/rules/planner';
import {
  titleFitsKey,
  type PlannerData,
  type PlannerDatesInput,
} from '#domain/inputs/planner-input';
import { hashToken, newToken } from '../../lib/tokens';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import {
  PLANNER_COLUMNS,
  TASK_COLUMNS,
  deletionRow,
  isoDayOrNull,
  openedRow,
  plannerViewOf,
  stamp,
  taskOf,
  taskWriteCheck,
  taskWriteRow,
  type PlannerRow,
  type TaskOutcome,
  type TaskRow,
  type TaskWrite,
  type createPlannerStore,
} from './store';

const plannerById = statement(
  'planner_by_id',
  `SELECT ${PLANNER_COLUMNS} FROM planners WHERE id = $1`,
);
const lockPlanner = statement(
  'planner_lock',
  `SELECT ${PLANNER_COLUMNS} FROM planners WHERE id = $1 FOR UPDATE`,
);
const liveTasks = statement(
  'planner_live_tasks',
  `SELECT ${TASK_COLUMNS} FROM planner_tasks WHERE planner_id = $1 AND NOT deleted
   ORDER BY changed_at, key COLLATE "C"`,
);
const taskByKey = statement(
  'planner_task',
  `SELECT ${TASK_COLUMNS} FROM planner_tasks WHERE planner_id = $1 AND key = $2`,
);
const liveCount = statement(
  'planner_live_count',
  'SELECT count(*) FROM planner_tasks WHERE planner_id = $1 AND NOT deleted',
);
// the newer write wins: an older one changes nothing (the WHERE of the upsert)
const upsertTask = statement(
  'planner_upsert_task',
  `INSERT INTO planner_tasks (planner_id, key, title, done, note, deleted, changed_by, changed_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
   ON CONFLICT (planner_id, key) DO UPDATE SET title = excluded.title, done = excluded.done,
     note = excluded.note, deleted = excluded.deleted, changed_by = excluded.changed_by,
     changed_at = excluded.changed_at
   WHERE excluded.changed_at > planner_tasks.changed_at`,
);
const touch = statement('planner_touch', 'UPDATE planners SET updated_at = $1 WHERE id = $2');

type TaskRowValues = ReturnType<typeof taskWriteRow> | ReturnType<typeof deletionRow>;
const upsert = (q: Queryable, r: TaskRowValues) =>
  run(q, upsertTask, [r.plannerId, r.key, r.title, r.done, r.note, r.deleted, r.by, r.changedAt]);

async function viewOf(q: Queryable, row: PlannerRow) {
  return plannerViewOf(row, await all<TaskRow>(q, liveTasks, [row.id]));
}

/** The planner the token opens, its row locked for the transaction's writes */
async function opened(client: pg.PoolClient, id: number, token: string) {
  return openedRow(await get<PlannerRow>(client, lockPlanner, [id]), token);
}

async function writeTask(
  client: pg.PoolClient,
  plannerId: number,
  key: string,
  write: TaskWrite,
  now: number,
): Promise<TaskOutcome> {
  const stored = await get<TaskRow>(client, taskByKey, [plannerId, key]);
  const changedAt = stamp(write.changedAt, now);
  const check = taskWriteCheck(stored, changedAt);
  if (check.kind === 'deleted') return check;
  if (
    check.adds &&
    (await value<number>(client, liveCount, [plannerId]))! >= PLANNER_LIMITS.tasksMax
  ) {
    return { kind: 'full' };
  }
  await upsert(client, taskWriteRow(plannerId, key, write, changedAt));
  await run(client, touch, [now, plannerId]);
  const task = (await get<TaskRow>(client, taskByKey, [plannerId, key]))!;
  return { kind: 'stored', task: taskOf(task) };
}

export function createPgPlannerStore(pool: pg.Pool): Port<ReturnType<typeof createPlannerStore>> {
  return {
    create(data: PlannerData, now: number) {
      const token = newToken();
      return transaction(pool, async (client) => {
        const id = (await value<number>(
          client,
          `INSERT INTO planners (token_hash, death_date, funeral_date, dates_by, dates_changed_at,
             updated_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            hashToken(token),
            isoDayOrNull(data.deathDate),
            isoDayOrNull(data.funeralDate),
            data.by,
            stamp(data.changedAt, now),
            now,
          ],
        ))!;
        for (const { key, ...task } of data.tasks) {
          await writeTask(client, id, key, { ...task, by: data.by }, now);
        }
        return { id, token };
      });
    },

    // one snapshot for the planner and its tasks
    view: (id: number, token: string) =>
      transaction(
        pool,
        async (client) =>
          viewOf(client, openedRow(await get<PlannerRow>(client, plannerById, [id]), token)),
        { isolation: 'repeatable read' },
      ),

    setDates: (id: number, token: string, input: PlannerDatesInput, now: number) =>
      transaction(pool, async (client) => {
        await opened(client, id, token);
        const changed = await run(
          client,
          `UPDATE planners SET death_date = $2, funeral_date = $3, dates_by = $4,
             dates_changed_at = $5
           WHERE id = $1 AND dates_changed_at < $5`,
          [
            id,
            isoDayOrNull(input.deathDate),
            isoDayOrNull(input.funeralDate),
            input.by,
            stamp(input.changedAt, now),
          ],
        );
        if (changed) await run(client, touch, [now, id]);
        return viewOf(client, (await get<PlannerRow>(client, plannerById, [id]))!);
      }),

    writeTask: (id: number, token: string, key: string, write: TaskWrite, now: number) =>
      transaction(pool, async (client): Promise<TaskOutcome> => {
        await opened(client, id, token);
        if (!titleFitsKey(key, write.title)) return { kind: 'title' };
        return writeTask(client, id, key, write, now);
      }),

    deleteTask: (id: number, token: string, key: string, now: number) =>
      transaction(pool, async (client) => {
        await opened(client, id, token);
        if (plannerTemplate(key)) return false;
        const stored = await get<TaskRow>(client, taskByKey, [id, key]);
        if (!stored || stored.deleted) return true;
        await upsert(client, deletionRow(id, key, stored, now));
        // deleted tasks beyond the limit's number go, oldest first (they only guard old writes)
        await run(
          client,
          `DELETE FROM planner_tasks WHERE planner_id = $1 AND deleted AND key NOT IN (
             SELECT key FROM planner_tasks WHERE planner_id = $1 AND deleted
             ORDER BY changed_at DESC LIMIT $2)`,
          [id, PLANNER_LIMITS.tasksMax],
        );
        await run(client, touch, [now, id]);
        return true;
      }),

    // planner_tasks go with their planner (ON DELETE CASCADE)
    removeUnchanged: (at: number) =>
      run(pool, 'DELETE FROM planners WHERE updated_at <= $1', [at - PLANNER_KEEP_MS]),
  };
}
