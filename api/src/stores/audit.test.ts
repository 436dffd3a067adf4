import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '#db/client';
import { openPostgres, type PostgresDatabase } from '#db/pg/client';
import { createTestDatabase, describePg } from '#db/pg/test/server';
import { changedFields, createAuditLog } from './audit';
import { createPgAuditLog, recordAudit } from './audit.pg';
import { transaction } from './pg/sql';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-audit-'));
const database = openDatabase(path.join(dir, 'test.db'));
migrateDatabase(database);
const audit = createAuditLog(database.sqlite);
const actor = { id: 4, email: 'admin@example.ee', role: 10 };
const count = () =>
  (database.sqlite.prepare('SELECT count(*) AS n FROM audit_log').get() as { n: number }).n;
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('audit log', () => {
  it('records who did what to which record, with the kind taken from the action', () => {
    audit.record({
      actor,
      action: 'user.role',
      entityId: 12,
      before: { role: 1 },
      after: { role: 5 },
      reason: null,
      at: 1_700_000_000_000,
    });
    expect(database.sqlite.prepare('SELECT * FROM audit_log ORDER BY id DESC').get()).toEqual({
      id: expect.any(Number),
      at: 1_700_000_000_000,
      actor_id: 4,
      actor_email: 'admin@example.ee',
      actor_role: 10,
      action: 'user.role',
      entity_kind: 'user',
      entity_id: '12',
      before: '{"role":1}',
      after: '{"role":5}',
      reason: null,
    });
  });

  it('is append-only: an entry cannot be changed or deleted', () => {
    audit.record({ actor, action: 'user.delete', entityId: 13, at: 1 });
    expect(() => database.sqlite.prepare("UPDATE audit_log SET reason = 'x'").run()).toThrow(
      'append-only',
    );
    expect(() => database.sqlite.prepare('DELETE FROM audit_log').run()).toThrow('append-only');
  });

  it('rolls back with the change it records', () => {
    const before = count();
    expect(() =>
      database.sqlite.transaction(() => {
        audit.record({ actor, action: 'user.delete', entityId: 14, at: 2 });
        throw new Error('change refused');
      })(),
    ).toThrow('change refused');
    expect(count()).toBe(before);
  });

  it('keeps only the fields an edit changed', () => {
    expect(
      changedFields({ name: 'A', role: 1, tags: [1] }, { name: 'A', role: 5, tags: [1, 2] }),
    ).toEqual({ before: { role: 1, tags: [1] }, after: { role: 5, tags: [1, 2] } });
  });
});

describePg('audit log on PostgreSQL', () => {
  let pg: PostgresDatabase;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const target = await createTestDatabase({ fromTemplate: true });
    drop = target.drop;
    pg = await openPostgres(target.url, { connectAttempts: 1, log: () => {} });
  });
  afterAll(async () => {
    await pg?.pool.end();
    await drop?.();
  });
  const pgCount = async () =>
    Number((await pg.pool.query('SELECT count(*) AS n FROM audit_log')).rows[0].n);

  it('records an entry as SQLite does (before/after as jsonb), append-only', async () => {
    await recordAudit(pg.pool, {
      actor,
      action: 'user.role',
      entityId: 12,
      before: { role: 1 },
      after: { role: 5 },
      at: 1_700_000_000_000,
    });
    const { rows } = await pg.pool.query('SELECT * FROM audit_log ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toMatchObject({
      at: 1_700_000_000_000,
      actor_id: 4,
      action: 'user.role',
      entity_kind: 'user',
      entity_id: '12',
      before: { role: 1 },
      after: { role: 5 },
      reason: null,
    });
    await expect(pg.pool.query("UPDATE audit_log SET reason = 'x'")).rejects.toThrow('append-only');
    await expect(pg.pool.query('DELETE FROM audit_log')).rejects.toThrow('append-only');
  });

  it('rolls back with the change it records', async () => {
    const before = await pgCount();
    await expect(
      transaction(pg.pool, async (q) => {
        await recordAudit(q, { actor, action: 'user.delete', entityId: 14, at: 2 });
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    expect(await pgCount()).toBe(before);
  });

  it('lists by person (part of the e-mail, wildcards literal) and kind as SQLite does', async () => {
    const log = createPgAuditLog(pg.pool);
    const other = { id: 5, email: 'x_y@example.ee', role: 10 };
    await recordAudit(pg.pool, { actor: other, action: 'notice.hide', entityId: 1, at: 3 });
    const byEmail = await log.list({ page: 0, person: 'X_Y' });
    expect(byEmail.items.map((e) => e.actor.email)).toEqual(['x_y@example.ee']);
    expect(byEmail).toMatchObject({ total: 1, page: 0 });
    expect((await log.list({ page: 0, person: 'x%' })).total).toBe(0);
    const byKind = await log.list({ page: 0, kind: 'user' });
    expect(byKind.items.map((e) => [e.action, e.entityId, e.before])).toEqual([
      ['user.role', '12', { role: 1 }],
    ]);
  });
});
