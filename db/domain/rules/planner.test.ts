import { describe, expect, it } from 'vitest';
import {
  datesInOrder,
  daysUntil,
  dueDay,
  PLANNER_TEMPLATES,
  plannerTemplate,
  type PlannerTemplate,
} from './planner';
import { plannerInput, plannerTaskInput, plannerTaskParam } from '../inputs/planner-input';

const template = (key: string): PlannerTemplate => plannerTemplate(key)!;
const dates = { deathDate: '27.03.2026', funeralDate: '02.04.2026' };

describe('planner templates', () => {
  it('have unique keys, each counting from the death or the funeral', () => {
    const keys = PLANNER_TEMPLATES.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(plannerTemplate('estate')).toMatchObject({ from: 'death', days: 90 });
    expect(plannerTemplate('funeral-day')).toMatchObject({ from: 'funeral', days: 0 });
    expect(plannerTemplate('c-12345678')).toBeUndefined();
  });
});

describe('dueDay', () => {
  it('counts days from the date of death, across months and the spring clock change', () => {
    expect(dueDay(template('death-registration'), dates)).toBe('28.03.2026');
    expect(dueDay(template('notice'), dates)).toBe('31.03.2026');
    expect(dueDay(template('funeral-benefit'), dates)).toBe('26.04.2026');
    expect(dueDay(template('estate'), dates)).toBe('25.06.2026');
  });

  it('counts back from the funeral date, across a month and a year', () => {
    expect(dueDay(template('flowers'), dates)).toBe('31.03.2026');
    expect(dueDay(template('funeral-day'), dates)).toBe('02.04.2026');
    const newYear = { deathDate: '28.12.2026', funeralDate: '03.01.2027' };
    expect(dueDay(template('music'), newYear)).toBe('29.12.2026');
  });

  it('has no due day while its date is not known', () => {
    const deathOnly = { deathDate: '27.03.2026', funeralDate: null };
    expect(dueDay(template('wake'), deathOnly)).toBeNull();
    expect(dueDay(template('cemetery'), deathOnly)).toBe('30.03.2026');
    expect(dueDay(template('cemetery'), { deathDate: null, funeralDate: null })).toBeNull();
  });
});

describe('daysUntil (the countdown, in Tallinn days)', () => {
  it('counts from the Tallinn day, not the UTC one', () => {
    // 23:30 UTC on 28.03 is already 29.03 in Tallinn (UTC+2 until 03:00, then +3)
    const lateEvening = Date.UTC(2026, 2, 28, 23, 30);
    expect(daysUntil('02.04.2026', lateEvening)).toBe(4);
    expect(daysUntil('02.04.2026', Date.UTC(2026, 2, 28, 21, 30))).toBe(5);
    // summer: 21:30 UTC is 00:30 the next day
    expect(daysUntil('02.07.2026', Date.UTC(2026, 5, 30, 21, 30))).toBe(1);
    expect(daysUntil('02.07.2026', Date.UTC(2026, 6, 2, 8))).toBe(0);
    expect(daysUntil('01.07.2026', Date.UTC(2026, 6, 2, 8))).toBe(-1);
    expect(daysUntil(null, Date.UTC(2026, 6, 2, 8))).toBeNull();
  });
});

describe('planner inputs', () => {
  const task = { done: true, note: '', by: 'Mari', changedAt: '2026-11-25T12:05:00.000Z' };

  it('keep the funeral on or after the death', () => {
    expect(datesInOrder(dates)).toBe(true);
    expect(datesInOrder({ deathDate: '03.04.2026', funeralDate: '02.04.2026' })).toBe(false);
    const parsed = plannerInput.safeParse({
      deathDate: '03.04.2026',
      funeralDate: '02.04.2026',
      by: 'Mari',
      changedAt: task.changedAt,
      tasks: [],
    });
    expect(parsed.error?.issues[0]).toMatchObject({ message: 'dateRange', path: ['funeralDate'] });
  });

  it('limit notes and titles and know the task keys', () => {
    expect(plannerTaskInput.safeParse({ ...task, note: 'x'.repeat(1000) }).success).toBe(true);
    expect(
      plannerTaskInput.safeParse({ ...task, note: 'x'.repeat(1001) }).error?.issues[0],
    ).toMatchObject({ message: 'tooLong', path: ['note'] });
    expect(plannerTaskInput.safeParse({ ...task, title: 'x'.repeat(121) }).success).toBe(false);
    expect(plannerTaskParam.safeParse({ id: '1', key: 'flowers' }).success).toBe(true);
    expect(plannerTaskParam.safeParse({ id: '1', key: 'c-abc12345' }).success).toBe(true);
    expect(plannerTaskParam.safeParse({ id: '1', key: 'unknown' }).success).toBe(false);
  });

  it('want a title for an added task and none for a template', () => {
    const base = { deathDate: null, funeralDate: null, by: 'Mari', changedAt: task.changedAt };
    const added = { key: 'c-abc12345', ...task };
    expect(plannerInput.safeParse({ ...base, tasks: [added] }).success).toBe(false);
    expect(plannerInput.safeParse({ ...base, tasks: [{ ...added, title: 'Kirik' }] }).success).toBe(
      true,
    );
    const flowers = { key: 'flowers', ...task, title: 'Lilled' };
    expect(plannerInput.safeParse({ ...base, tasks: [flowers] }).success).toBe(false);
  });
});
