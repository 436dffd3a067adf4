/**
 * "Matuse projektijuht", the funeral planner: the tasks every planner starts with,
 * each due a number of days from the date of death or from the funeral date, and the limits of
 * a shared planner. Zod-free, so the PWA's planner chunk carries no schema library (the API's
 * input schemas: planner-input.ts). Days are calendar days written DD.MM.YYYY (Tallinn days).
 */
import { parseDay, tallinnWallClock } from '../calendar/dates';
import type { PagePath } from '../pages/pages';

/** Which date a task's due date counts from */
export type PlannerAnchor = 'death' | 'funeral';

export interface PlannerTemplate {
  /** Stable: stored with the task's state on devices and on the server */
  key: string;
  from: PlannerAnchor;
  /** Days after (negative: before) the anchor date */
  days: number;
  /** The page of the site that does the task */
  link?: PagePath;
}

/** The tasks of the help guide and the funeral itself, in the order they usually come */
export const PLANNER_TEMPLATES = [
  { key: 'death-registration', from: 'death', days: 1 },
  { key: 'tell-family', from: 'death', days: 1 },
  { key: 'funeral-home', from: 'death', days: 2, link: '/matuseteenused' },
  { key: 'offers', from: 'death', days: 2, link: '/hinnaparing' },
  { key: 'tell-employer', from: 'death', days: 3 },
  { key: 'cemetery', from: 'death', days: 3 },
  { key: 'notice', from: 'death', days: 4, link: '/kaastundeavaldus' },
  { key: 'music', from: 'funeral', days: -5 },
  { key: 'wake', from: 'funeral', days: -5 },
  { key: 'flowers', from: 'funeral', days: -2 },
  { key: 'funeral-day', from: 'funeral', days: 0 },
  { key: 'funeral-benefit', from: 'death', days: 30 },
  { key: 'pension-bank', from: 'death', days: 30 },
  { key: 'documents', from: 'death', days: 30 },
  { key: 'estate', from: 'death', days: 90 },
] as const satisfies readonly PlannerTemplate[];

const TEMPLATE_BY_KEY: ReadonlyMap<string, PlannerTemplate> = new Map(
  PLANNER_TEMPLATES.map((template) => [template.key, template]),
);

/** The template of a key, or undefined for a task someone added */
export const plannerTemplate = (key: string): PlannerTemplate | undefined =>
  TEMPLATE_BY_KEY.get(key);

export const PLANNER_LIMITS = {
  titleMax: 120,
  noteMax: 1000,
  /** Tasks a shared planner stores (the templates' rows once changed, and added ones) */
  tasksMax: 60,
  /** The name shown with a change ("Muutis Mari") */
  nameMax: 60,
  /** Shared planners one visitor may create in 24 hours */
  perVisitorPerDay: 10,
  /** …and one client address */
  perAddressPerDay: 30,
} as const;

/** A shared planner unchanged this long is deleted (the planner sweeper; /privaatsus says so) */
export const PLANNER_KEEP_MS = 365 * 24 * 3600_000;

/** A task someone added: "c-" and 8–32 lower-case letters or digits (made on the device) */
export const CUSTOM_KEY_PATTERN = /^c-[a-z0-9]{8,32}$/;

/** The planner's two dates, DD.MM.YYYY; null while not known */
export interface PlannerDates {
  deathDate: string | null;
  funeralDate: string | null;
}

const DAY_MS = 86_400_000;

/** A DD.MM.YYYY day as a count of days (UTC midnights), or null when it is no day */
function dayIndex(day: string | null): number | null {
  const parsed = day === null ? null : parseDay(day);
  return parsed ? Date.UTC(parsed.year, parsed.month - 1, parsed.day) / DAY_MS : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function dayOfIndex(index: number): string {
  const d = new Date(index * DAY_MS);
  return `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** A task's due day (DD.MM.YYYY), or null while the date it counts from is not known. */
export function dueDay(template: PlannerTemplate, dates: PlannerDates): string | null {
  const anchor = dayIndex(template.from === 'death' ? dates.deathDate : dates.funeralDate);
  return anchor === null ? null : dayOfIndex(anchor + template.days);
}

/** The Tallinn calendar day of an instant as a day count (see dayIndex). */
function tallinnDayIndex(now: number): number {
  const { year, month, day } = tallinnWallClock(now);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Days from the Tallinn day of `now` to `day` (0 today, negative when past); null: no day. */
export function daysUntil(day: string | null, now: number): number | null {
  const target = dayIndex(day);
  return target === null ? null : target - tallinnDayIndex(now);
}

/** Whether the funeral (when known) is not before the death (when known). */
export function datesInOrder({ deathDate, funeralDate }: PlannerDates): boolean {
  const death = dayIndex(deathDate);
  const funeral = dayIndex(funeralDate);
  return death === null || funeral === null || funeral >= death;
}

/** A task's state as devices and the server keep it; the last write (changedAt) wins. */
export interface PlannerTask {
  key: string;
  /** Only a task someone added has a title; a template's name is in the app's texts */
  title: string | null;
  done: boolean;
  note: string;
  /** Who made the last change (the name they gave); null before the planner was shared */
  by: string | null;
  /** ISO instant of the last change */
  changedAt: string;
}

/** A shared planner as GET /api/planner/:id answers it: the tasks that were ever changed */
export interface SharedPlanner extends PlannerDates {
  id: number;
  /** Who set the dates last, and when (ISO); the dates' own last write wins too */
  datesBy: string | null;
  datesChangedAt: string;
  tasks: PlannerTask[];
}
