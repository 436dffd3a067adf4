import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../../db/client';
import { changedFields, createAuditLog } from './audit';

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
