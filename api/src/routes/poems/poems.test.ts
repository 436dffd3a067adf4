import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

const run = (sql: string, ...params: unknown[]) =>
  server.database.sqlite.prepare(sql).run(...params);

const { server, api } = useTestServer();

describe('GET /api/poems', () => {
  it('lists the active poems of the poem bank', async () => {
    run(
      "INSERT INTO poems (id, body, active) VALUES (1, 'Sa oled läinud, kuid\nsa ei ole kadunud.', 1)",
    );
    run("INSERT INTO poems (id, body, active) VALUES (2, 'Peidetud luuletus', 0)");
    run("INSERT INTO poems (id, body, active) VALUES (3, 'Vaikne on su uni.', 1)");
    const res = await api.poems.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { id: 1, body: 'Sa oled läinud, kuid\nsa ei ole kadunud.' },
        { id: 3, body: 'Vaikne on su uni.' },
      ],
    });
  });
});
