/** The planner sweeper on the harness clock: a shared planner unchanged for a year goes. */
import { describe, expect, it } from 'vitest';
import { PLANNER_KEEP_MS } from '#domain/rules/planner';
import { useTestServer } from '#api-test/harness';
import { createPlannerSweeper } from './planner-sweeper';

const { server, visitor } = useTestServer();
const DAY = 24 * 3600_000;

async function sharedPlanner() {
  const changedAt = new Date(server.now() - 60_000).toISOString();
  const res = await visitor.post('/api/planner', {
    deathDate: '12.06.2026',
    funeralDate: '19.06.2026',
    by: 'Mari',
    changedAt,
    tasks: [{ key: 'death-registration', done: true, note: 'Arst vormistas', changedAt }],
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; token: string };
}

const readStatus = async (link: { id: number; token: string }) =>
  (await visitor.get(`/api/planner/${link.id}?token=${link.token}`)).status;

describe('the planner sweeper', () => {
  it('deletes a shared planner and its tasks a year after its last change, not before', async () => {
    const sweeper = createPlannerSweeper({ planner: server.stores.planner, now: server.now });
    const old = await sharedPlanner();
    server.advance(PLANNER_KEEP_MS - 30 * DAY);
    const recent = await sharedPlanner();
    expect(await sweeper.sweep()).toBe(0);

    server.advance(30 * DAY);
    expect(await sweeper.sweep()).toBe(1);
    expect(await readStatus(old)).toBe(404);
    expect(await readStatus(recent)).toBe(200);
    const tasks = await server.sql.value(
      'SELECT count(*) FROM planner_tasks WHERE planner_id = ?',
      old.id,
    );
    expect(Number(tasks)).toBe(0);
  });
});
