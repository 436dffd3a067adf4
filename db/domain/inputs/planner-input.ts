/**
 * The shared planner's inputs as the API validates them (issue messages are validation keys,
 * see validation.ts). The planner's tasks and rules: planner.ts.
 */
import { z } from 'zod';
import {
  CUSTOM_KEY_PATTERN,
  datesInOrder,
  PLANNER_LIMITS,
  plannerTemplate,
  type PlannerDates,
} from '../rules/planner';
import { dayField, requestTokenQuery } from './service-requests';
import { idParam } from './validation';

/** A private link's token (`?token=`): the same shape as a service request's */
export const plannerTokenQuery = requestTokenQuery;

/** A template's key or an added task's key */
const taskKey = z
  .string({ error: 'required' })
  .refine((key) => plannerTemplate(key) !== undefined || CUSTOM_KEY_PATTERN.test(key), {
    error: 'invalid',
  });

/** `/api/planner/:id/tasks/:key` */
export const plannerTaskParam = idParam.extend({ key: taskKey });

const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(PLANNER_LIMITS.nameMax, { error: 'tooLong' });

const changedAt = z.iso.datetime({ offset: true, error: 'date' });

const taskState = {
  done: z.boolean({ error: 'required' }),
  note: z.string({ error: 'required' }).max(PLANNER_LIMITS.noteMax, { error: 'tooLong' }),
  title: z
    .string({ error: 'invalid' })
    .trim()
    .min(1, { error: 'required' })
    .max(PLANNER_LIMITS.titleMax, { error: 'tooLong' })
    .nullish()
    .transform((v) => v ?? null),
  changedAt,
};

const dates = {
  deathDate: dayField.nullable(),
  funeralDate: dayField.nullable(),
};
const inOrder = (v: PlannerDates) => datesInOrder(v);
const orderIssue = { error: 'dateRange', path: ['funeralDate'] };

/** PUT /api/planner/:id/tasks/:key: an added task has a title, a template's task none */
export const plannerTaskInput = z.object({ ...taskState, by: name });
export type PlannerTaskInput = z.input<typeof plannerTaskInput>;

/** A task's title fits its key: required for an added task, absent for a template's */
export const titleFitsKey = (key: string, title: string | null) =>
  plannerTemplate(key) ? title === null : title !== null;

/** PUT /api/planner/:id: the dates (the later write wins, like a task's) */
export const plannerDatesInput = z
  .object({ ...dates, by: name, changedAt })
  .refine(inOrder, orderIssue);
export type PlannerDatesInput = z.input<typeof plannerDatesInput>;

/** POST /api/planner: the device's planner, with the tasks it changed */
export const plannerInput = z
  .object({
    ...dates,
    by: name,
    changedAt,
    tasks: z
      .array(z.object({ key: taskKey, ...taskState }), { error: 'invalid' })
      .max(PLANNER_LIMITS.tasksMax, { error: 'tooLarge' })
      .refine((tasks) => new Set(tasks.map((t) => t.key)).size === tasks.length, {
        error: 'invalid',
      })
      .refine((tasks) => tasks.every((t) => titleFitsKey(t.key, t.title)), { error: 'required' }),
  })
  .refine(inOrder, orderIssue);
export type PlannerInput = z.input<typeof plannerInput>;
export type PlannerData = z.output<typeof plannerInput>;
