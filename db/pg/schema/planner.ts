/**
 * Shared funeral planners: a planner and each task's last write (db/schema/planner.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, millis, requiredRef } from './columns';

export const planners = pgTable(
  'planners',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    deathDate: text('death_date'),
    funeralDate: text('funeral_date'),
    datesBy: text('dates_by'),
    datesChangedAt: millis('dates_changed_at').notNull(),
    createdAt: createdAt(),
    updatedAt: millis('updated_at').notNull(),
  },
  (t) => [index('planners_updated').on(t.updatedAt)],
);

export const plannerTasks = pgTable(
  'planner_tasks',
  {
    plannerId: requiredRef('planner_id', () => planners.id, 'cascade'),
    key: text('key').notNull(),
    title: text('title'),
    done: boolean('done').notNull().default(false),
    note: text('note').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
    changedBy: text('changed_by'),
    changedAt: millis('changed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plannerId, t.key] }),
    check('planner_tasks_title', sql`length(${t.title}) <= 120`),
    check('planner_tasks_note', sql`length(${t.note}) <= 1000`),
  ],
);
