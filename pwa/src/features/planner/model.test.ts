import { describe, expect, it } from 'vitest';
import type { SharedPlanner } from '#domain/rules/planner';
import { plannerInput } from '#domain/inputs/planner-input';
import {
  acknowledge,
  asShared,
  changeDates,
  changeTask,
  emptyPlanner,
  mergeServer,
  newTaskKey,
  removeTask,
  sharedCopyInput,
  taskState,
} from './model';

const T0 = Date.UTC(2026, 10, 25, 12, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const link = { id: 7, token: 'x'.repeat(43) };

describe('the device planner', () => {
  it('changes tasks in place, pending only once shared', () => {
    let own = emptyPlanner('own', T0);
    own = changeTask(own, 'flowers', { done: true }, null, T0 + 1);
    own = changeTask(own, 'music', { note: 'Orel' }, null, T0 + 2);
    own = changeTask(own, 'flowers', { note: 'Roosid' }, null, T0 + 3);
    expect(own.tasks.map((t) => [t.key, t.done, t.note, t.pending])).toEqual([
      ['flowers', true, 'Roosid', false],
      ['music', false, 'Orel', false],
    ]);
    const shared = changeTask(asShared(own, link, 'Mari'), 'wake', { done: true }, 'Mari', T0 + 4);
    expect(taskState(shared, 'wake')).toMatchObject({ by: 'Mari', pending: true });
    expect(taskState(shared, 'flowers')).toMatchObject({ by: 'Mari', pending: false });
    expect(
      changeDates(shared, { deathDate: '20.11.2026', funeralDate: null }, 'Mari', T0 + 5),
    ).toMatchObject({ deathDate: '20.11.2026', datesBy: 'Mari', datesPending: true });
  });

  it('makes a shared copy the API takes, without deleted tasks', () => {
    const key = newTaskKey();
    let own = changeTask(emptyPlanner('own', T0), key, { title: 'Kirik' }, null, T0 + 1);
    own = changeTask(own, 'estate', { done: true }, null, T0 + 2);
    own = removeTask(own, key, T0 + 3);
    const input = sharedCopyInput(
      { ...own, deathDate: '20.11.2026', funeralDate: '28.11.2026' },
      'Mari',
    );
    expect(input.tasks.map((t) => t.key)).toEqual(['estate']);
    expect(plannerInput.safeParse(input).success).toBe(true);
    expect(removeTask(own, 'estate', T0)).toBe(own);
  });

  it('merges the server copy: pending changes stay, the rest is the server’s', () => {
    const key = newTaskKey();
    let shared = asShared(emptyPlanner('shared-7', T0), link, 'Jaan');
    shared = changeTask(shared, 'flowers', { done: true }, 'Jaan', T0 + 10);
    shared = {
      ...shared,
      tasks: [...shared.tasks, { ...taskState(shared, key), title: 'Vana', pending: false }],
    };
    const server: SharedPlanner = {
      id: 7,
      deathDate: '20.11.2026',
      funeralDate: '28.11.2026',
      datesBy: 'Mari',
      datesChangedAt: iso(T0 + 5),
      tasks: [
        {
          key: 'flowers',
          title: null,
          done: false,
          note: 'Liiliad',
          by: 'Mari',
          changedAt: iso(T0 + 5),
        },
        { key: 'music', title: null, done: true, note: '', by: 'Mari', changedAt: iso(T0 + 6) },
      ],
    };
    const merged = mergeServer(shared, server);
    expect(merged.deathDate).toBe('20.11.2026');
    expect(merged.tasks.map((t) => [t.key, t.done, t.by, t.pending])).toEqual([
      ['flowers', true, 'Jaan', true],
      ['music', true, 'Mari', false],
    ]);
  });

  it('takes the server’s answer unless the task changed again meanwhile', () => {
    let shared = asShared(emptyPlanner('shared-7', T0), link, 'Jaan');
    shared = changeTask(shared, 'wake', { note: 'Kohvik' }, 'Jaan', T0 + 1);
    const sent = taskState(shared, 'wake');
    const stored = { ...sent, by: 'Mari', note: 'Kodus', changedAt: iso(T0 + 2) };
    expect(taskState(acknowledge(shared, sent, stored), 'wake')).toMatchObject({
      note: 'Kodus',
      pending: false,
    });
    const changedAgain = changeTask(shared, 'wake', { note: 'Kohvik kell 14' }, 'Jaan', T0 + 3);
    expect(acknowledge(changedAgain, sent, stored)).toBe(changedAgain);
    expect(acknowledge(shared, sent, null).tasks).toEqual([]);
  });
});
