/**
 * Shared planners over HTTP: creating one from a device's copy, reading it by its private link,
 * a wrong token as a 404, each task's last write winning in either order (and a write from a
 * fast clock not winning forever), added tasks and their deletion, the limits, validation
 * and the creation allowance.
 */
import { describe, expect, it } from 'vitest';
import type { PlannerTask, SharedPlanner } from '#domain/rules/planner';
import type { PlannerInput } from '#domain/inputs/planner-input';
import { errorOf } from '#api-test/accounts';
import { addedTasks } from '#api-test/planner';
import { useTestServer, type Visitor } from '#api-test/harness';

const { server, visitor } = useTestServer();

// the test server's clock is at 15.06.2026 09:00 UTC: these are the day before
const at = (time: string) => `2026-06-14T${time}:00.000Z`;

const plannerBody = (over: Partial<PlannerInput> = {}): PlannerInput => ({
  deathDate: '20.11.2026',
  funeralDate: '28.11.2026',
  by: 'Mari',
  changedAt: at('10:00'),
  tasks: [
    { key: 'death-registration', done: true, note: 'Arst vormistas', changedAt: at('10:00') },
    {
      key: 'c-kirik0001',
      title: 'Räägi kirikuõpetajaga',
      done: false,
      note: '',
      changedAt: at('10:01'),
    },
  ],
  ...over,
});

interface Link {
  id: number;
  token: string;
}

async function created(body = plannerBody(), who: Visitor = visitor): Promise<Link> {
  const res = await who.post('/api/planner', body);
  expect(res.status).toBe(201);
  return (await res.json()) as Link;
}

const path = (link: Link, rest = '') => `/api/planner/${link.id}${rest}?token=${link.token}`;

async function read(link: Link): Promise<SharedPlanner> {
  const res = await visitor.get(path(link));
  expect(res.status).toBe(200);
  return (await res.json()) as SharedPlanner;
}

const putTask = (link: Link, key: string, body: Record<string, unknown>) =>
  visitor.send('PUT', path(link, `/tasks/${key}`), {
    done: false,
    note: '',
    by: 'Jaan',
    changedAt: at('12:00'),
    ...body,
  });

async function storedTask(res: Response): Promise<PlannerTask> {
  expect(res.status).toBe(200);
  return (await res.json()) as PlannerTask;
}

describe('a shared planner', () => {
  it('is created from the device copy and read through its private link', async () => {
    const link = await created();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await read(link)).toEqual({
      id: link.id,
      deathDate: '20.11.2026',
      funeralDate: '28.11.2026',
      datesBy: 'Mari',
      datesChangedAt: at('10:00'),
      tasks: [
        {
          key: 'death-registration',
          title: null,
          done: true,
          note: 'Arst vormistas',
          by: 'Mari',
          changedAt: at('10:00'),
        },
        {
          key: 'c-kirik0001',
          title: 'Räägi kirikuõpetajaga',
          done: false,
          note: '',
          by: 'Mari',
          changedAt: at('10:01'),
        },
      ],
    });
    const stored = (await server.sql.get<{ hash: string; death: string }>(
      'SELECT token_hash AS hash, death_date AS death FROM planners WHERE id = ?',
      link.id,
    ))!;
    expect(stored.hash).not.toContain(link.token);
    expect(stored.death).toBe('2026-11-20');
  });

  it('answers a wrong, malformed or missing token and an unknown id with 404 not_found', async () => {
    const link = await created();
    const wrong = `${link.token.slice(0, -2)}${link.token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [
      `/api/planner/${link.id}?token=${wrong}`,
      `/api/planner/${link.id}?token=short`,
      `/api/planner/${link.id}`,
      `/api/planner/${link.id + 1000}?token=${link.token}`,
      `/api/planner/abc?token=${link.token}`,
    ]) {
      const res = await visitor.get(url);
      expect(res.status, url).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    const write = await visitor.send(
      'PUT',
      `/api/planner/${link.id}/tasks/flowers?token=${wrong}`,
      {
        done: true,
        note: '',
        by: 'X',
        changedAt: at('12:00'),
      },
    );
    expect(write.status).toBe(404);
    expect((await read(link)).tasks.map((t) => t.key)).not.toContain('flowers');
  });

  it('keeps the newer write of a task when the older one arrives later', async () => {
    const link = await created();
    const newer = await storedTask(
      await putTask(link, 'flowers', {
        done: true,
        note: 'Roosid',
        by: 'Jaan',
        changedAt: at('14:05'),
      }),
    );
    expect(newer).toMatchObject({ done: true, note: 'Roosid', by: 'Jaan', changedAt: at('14:05') });
    // an offline device's change made earlier, sent now: the stored (newer) task is the answer
    const older = await storedTask(
      await putTask(link, 'flowers', {
        done: false,
        note: 'Liiliad',
        by: 'Mari',
        changedAt: at('13:00'),
      }),
    );
    expect(older).toEqual(newer);
    expect((await read(link)).tasks.find((t) => t.key === 'flowers')).toEqual(newer);
  });

  it('takes the newer write of a task when it arrives after the older one', async () => {
    const link = await created();
    await storedTask(
      await putTask(link, 'music', { note: 'Orel', by: 'Mari', changedAt: at('13:00') }),
    );
    const newer = await storedTask(
      await putTask(link, 'music', {
        done: true,
        note: 'Orel ja viiul',
        by: 'Jaan',
        changedAt: at('14:00'),
      }),
    );
    expect(newer).toMatchObject({ done: true, note: 'Orel ja viiul', by: 'Jaan' });
    expect((await read(link)).tasks.find((t) => t.key === 'music')).toEqual(newer);
  });

  it('stamps a write from a clock ahead of the server with the server time', async () => {
    const link = await created();
    const future = new Date(server.now() + 86_400_000).toISOString();
    const ahead = await storedTask(
      await putTask(link, 'wake', { note: 'Kohvik', changedAt: future }),
    );
    expect(Date.parse(ahead.changedAt)).toBe(server.now());
    server.advance(60_000);
    const later = new Date(server.now()).toISOString();
    const next = await storedTask(await putTask(link, 'wake', { note: 'Kodus', changedAt: later }));
    expect(next.note).toBe('Kodus');
  });

  it('keeps the newer dates', async () => {
    const link = await created();
    const put = (body: Record<string, unknown>) =>
      visitor.send('PUT', path(link), { deathDate: '20.11.2026', by: 'Jaan', ...body });
    const newer = await put({ funeralDate: '30.11.2026', changedAt: at('15:00') });
    expect(newer.status).toBe(200);
    expect(await newer.json()).toMatchObject({ funeralDate: '30.11.2026', datesBy: 'Jaan' });
    const older = await put({ funeralDate: '29.11.2026', by: 'Mari', changedAt: at('14:00') });
    expect(await older.json()).toMatchObject({ funeralDate: '30.11.2026', datesBy: 'Jaan' });
    const unknown = await put({ funeralDate: null, changedAt: at('16:00') });
    expect(await unknown.json()).toMatchObject({ funeralDate: null });
  });

  it('deletes an added task, and an older write does not bring it back', async () => {
    const link = await created();
    const del = await visitor.send('DELETE', path(link, '/tasks/c-kirik0001'), undefined);
    expect(del.status).toBe(204);
    expect((await read(link)).tasks.map((t) => t.key)).toEqual(['death-registration']);
    const stale = await putTask(link, 'c-kirik0001', {
      title: 'Räägi kirikuõpetajaga',
      done: true,
    });
    expect(stale.status).toBe(410);
    expect((await errorOf(stale)).code).toBe('task_deleted');
    const template = await visitor.send('DELETE', path(link, '/tasks/flowers'), undefined);
    expect(template.status).toBe(422);
    expect(Object.keys((await errorOf(template)).fields ?? {})).toEqual(['key']);
  });

  it('holds at most 60 tasks', async () => {
    const tasks = addedTasks(60, at('10:00'));
    const tooMany = await visitor.post(
      '/api/planner',
      plannerBody({ tasks: [...tasks, { ...tasks[0]!, key: 'c-task9999' }] }),
    );
    expect(tooMany.status).toBe(422);
    expect((await errorOf(tooMany)).fields).toHaveProperty('tasks');
    const link = await created(plannerBody({ tasks }));
    const full = await putTask(link, 'flowers', { done: true });
    expect(full.status).toBe(409);
    expect((await errorOf(full)).code).toBe('planner_full');
    // a task it has may still change
    await storedTask(await putTask(link, 'c-task0001', { title: 'Muudetud', done: true }));
  });

  it('holds the limit when tasks are added at once', async () => {
    const tasks = addedTasks(58, at('10:00'));
    // 58 tasks: two more fit
    const link = await created(plannerBody({ tasks }));
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        putTask(link, `c-uus${String(i).padStart(5, '0')}`, { title: `Uus ${i}` }).then(
          (res) => res.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect((await read(link)).tasks).toHaveLength(60);
  });

  it('refuses bad input with field errors', async () => {
    const link = await created();
    const fieldsOf = async (res: Response) => {
      expect(res.status).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe('validation');
      return Object.keys(error.fields ?? {});
    };
    expect(await fieldsOf(await putTask(link, 'flowers', { note: 'x'.repeat(1001) }))).toEqual([
      'note',
    ]);
    expect(await fieldsOf(await putTask(link, 'c-kirik0001', { title: 'x'.repeat(121) }))).toEqual([
      'title',
    ]);
    expect(await fieldsOf(await putTask(link, 'c-uus00001', {}))).toEqual(['title']);
    expect(await fieldsOf(await putTask(link, 'flowers', { title: 'Lilled' }))).toEqual(['title']);
    expect(await fieldsOf(await putTask(link, 'flowers', { by: ' ' }))).toEqual(['by']);
    expect(await fieldsOf(await putTask(link, 'flowers', { changedAt: 'eile' }))).toEqual([
      'changedAt',
    ]);
    expect(
      await fieldsOf(await visitor.post('/api/planner', plannerBody({ deathDate: '31.11.2026' }))),
    ).toEqual(['deathDate']);
    expect(
      await fieldsOf(
        await visitor.post('/api/planner', plannerBody({ funeralDate: '19.11.2026' })),
      ),
    ).toEqual(['funeralDate']);
    const unknownKey = await putTask(link, 'nope', { done: true });
    expect(unknownKey.status).toBe(404);
  });

  it('needs the CSRF token to write, and limits new planners per visitor', async () => {
    const forged = await visitor.post('/api/planner', plannerBody(), { 'x-csrf-token': 'forged' });
    expect(forged.status).toBe(403);
    const fresh = await server.visitor();
    for (let i = 0; i < 10; i++) await created(plannerBody(), fresh);
    const over = await fresh.post('/api/planner', plannerBody());
    expect(over.status).toBe(429);
    expect((await errorOf(over)).code).toBe('planner_throttled');
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
