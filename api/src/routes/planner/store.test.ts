/**
 * The planners' store on the test server's database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), through its port: the token check, the newer write winning, deleted
 * tasks, the 60-task limit under concurrent adds, and the sweep.
 */
import { describe, expect, it } from 'vitest';
import { PLANNER_KEEP_MS } from '#domain/rules/planner';
import type { PlannerData } from '#domain/inputs/planner-input';
import { DomainError } from '../../lib/errors';
import { addedTasks } from '#api-test/planner';
import { useTestServer } from '#api-test/harness';

const { server } = useTestServer();
const at = (time: string) => `2026-06-14T${time}:00.000Z`;
const write = (title: string | null, changedAt: string, done = false) => ({
  title,
  done,
  note: '',
  by: 'Jaan',
  changedAt,
});
const data = (tasks: PlannerData['tasks'] = []): PlannerData => ({
  deathDate: '20.11.2026',
  funeralDate: null,
  by: 'Mari',
  changedAt: at('10:00'),
  tasks,
});
describe('the planner store', () => {
  it('opens by its token only, keeps the newer write, marks deletions', async () => {
    const { planner } = server.stores;
    const now = server.now();
    const { id, token } = await planner.create(
      data([{ key: 'flowers', title: null, done: true, note: 'Roosid', changedAt: at('10:00') }]),
      now,
    );
    await expect(planner.view(id, `${token}x`)).rejects.toBeInstanceOf(DomainError);
    await expect(planner.view(id + 1000, token)).rejects.toBeInstanceOf(DomainError);
    const view = await planner.view(id, token);
    expect(view).toMatchObject({ id, deathDate: '20.11.2026', funeralDate: null, datesBy: 'Mari' });
    expect(view.tasks).toEqual([
      {
        key: 'flowers',
        title: null,
        done: true,
        note: 'Roosid',
        by: 'Mari',
        changedAt: at('10:00'),
      },
    ]);

    const newer = await planner.writeTask(id, token, 'flowers', write(null, at('12:00')), now);
    expect(newer).toMatchObject({ kind: 'stored', task: { done: false, by: 'Jaan' } });
    const older = await planner.writeTask(
      id,
      token,
      'flowers',
      write(null, at('11:00'), true),
      now,
    );
    expect(older).toMatchObject({ kind: 'stored', task: { done: false, changedAt: at('12:00') } });
    expect(
      await planner.writeTask(id, token, 'flowers', write('Lilled', at('13:00')), now),
    ).toEqual({ kind: 'title' });

    const key = 'c-kirik0001';
    await planner.writeTask(id, token, key, write('Kirik', at('12:00')), now);
    expect(await planner.deleteTask(id, token, key, now)).toBe(true);
    expect(await planner.deleteTask(id, token, 'flowers', now)).toBe(false);
    expect(await planner.writeTask(id, token, key, write('Kirik', at('12:30')), now)).toEqual({
      kind: 'deleted',
    });
    expect((await planner.view(id, token)).tasks.map((t) => t.key)).toEqual(['flowers']);

    const dates = { deathDate: '21.11.2026', funeralDate: '29.11.2026', by: 'Jaan' };
    const set = await planner.setDates(id, token, { ...dates, changedAt: at('11:00') }, now);
    expect(set).toMatchObject({ deathDate: '21.11.2026', funeralDate: '29.11.2026' });
    const stale = await planner.setDates(
      id,
      token,
      { ...dates, funeralDate: null, changedAt: at('10:30') },
      now,
    );
    expect(stale.funeralDate).toBe('29.11.2026');
  });

  it('lets exactly as many concurrent adds through as the limit has room for', async () => {
    const { planner } = server.stores;
    const now = server.now();
    const { id, token } = await planner.create(data(addedTasks(57, at('10:00'))), now);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        planner.writeTask(
          id,
          token,
          `c-uus${String(i).padStart(5, '0')}`,
          write(`Uus ${i}`, at('12:00')),
          now,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.kind === 'stored')).toHaveLength(3);
    expect(outcomes.filter((o) => o.kind === 'full')).toHaveLength(5);
    expect((await planner.view(id, token)).tasks).toHaveLength(60);
  });

  it('sweeps the planners unchanged for a year, with their tasks', async () => {
    const { planner } = server.stores;
    const { id } = await planner.create(data(addedTasks(2, at('10:00'))), server.now());
    server.advance(PLANNER_KEEP_MS);
    expect(await planner.removeUnchanged(server.now())).toBeGreaterThanOrEqual(1);
    const left = await server.sql.value(
      'SELECT count(*) FROM planner_tasks WHERE planner_id = ?',
      id,
    );
    expect(Number(left)).toBe(0);
  });
});
