// The SQLite adapter's own raiseAlert, on a SQLite file (it takes a better-sqlite3 connection);
// its PostgreSQL twin raiseAlertPg is proven through the API tests on pg (mail-outbox.test.ts:
// a mail failed for good alerts once) and the admin's alerts test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { migrateDatabase, openDatabase } from '#db/client';
import { raiseAlert } from './alerts';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-alerts-'));
const database = openDatabase(path.join(dir, 'test.db'));
migrateDatabase(database);
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('raiseAlert', () => {
  it('stores the alert with its details and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = raiseAlert(
      database.sqlite,
      { kind: 'payment_refunded', message: 'Tellimus 7 tagastati', details: { orderId: 7 } },
      1_700_000_000_000,
    );
    expect(database.sqlite.prepare('SELECT * FROM admin_alerts WHERE id = ?').get(id)).toEqual({
      id,
      kind: 'payment_refunded',
      message: 'Tellimus 7 tagastati',
      details: '{"orderId":7}',
      created_at: 1_700_000_000_000,
      acknowledged_at: null,
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[alert payment_refunded]'));
    log.mockRestore();
  });

  it('rolls back with the transaction it was raised in', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = database.sqlite.prepare('SELECT count(*) AS n FROM admin_alerts').get();
    expect(() =>
      database.sqlite.transaction(() => {
        raiseAlert(database.sqlite, { kind: 'x', message: 'y' }, 1);
        throw new Error('change failed');
      })(),
    ).toThrow('change failed');
    expect(database.sqlite.prepare('SELECT count(*) AS n FROM admin_alerts').get()).toEqual(before);
  });
});
