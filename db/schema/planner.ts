/**
 * Shared funeral planners: a copy of a device's planner that relatives reach through
 * a private link. Each task's row holds its last write (who and when); the templates' tasks
 * get a row only once changed; a deleted added task keeps its row, marked, as the delete's
 * last write. Days are YYYY-MM-DD (Tallinn days).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, requiredRef } from './columns';

export const planners = sqliteTable(
  'planners',
  {
    id: id(),
    /** SHA-256 of the private link's token */
    tokenHash: text('token_hash').notNull().unique(),
    deathDate: text('death_date'),
    funeralDate: text('funeral_date'),
    /** Who set the dates last, and when (the later write wins) */
    datesBy: text('dates_by'),
    datesChangedAt: integer('dates_changed_at').notNull(),
    createdAt: createdAt(),
    /** The last write of any kind */
    updatedAt: integer('updated_at').notNull(),
  },
  // the sweeper deletes planners unchanged for a year (api/src/services/planner-sweeper.ts)
  (t) => [index('planners_updated').on(t.updatedAt)],
);

export const plannerTasks = sqliteTable(
  'planner_tasks',
  {
    plannerId: requiredRef('planner_id', () => planners.id, 'cascade'),
    /** A template's key (db/domain/planner.ts) or an added task's "c-…" */
    key: text('key').notNull(),
    /** Only an added task's */
    title: text('title'),
    done: integer('done', { mode: 'boolean' }).notNull().default(false),
    note: text('note').notNull().default(''),
    /** Deleted (an added task): kept so that an older write cannot bring it back */
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    changedBy: text('changed_by'),
    changedAt: integer('changed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plannerId, t.key] }),
    check('planner_tasks_title', sql`length(${t.title}) <= 120`),
    check('planner_tasks_note', sql`length(${t.note}) <= 1000`),
  ],
);
