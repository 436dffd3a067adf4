/**
 * What is kept per directory_version: this connection's own change seen at once, another
 * process's within the recheck time, nothing recomputed while nothing changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedPerDirectoryVersion } from './directory-version';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function twoConnections() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-dirversion-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite');
  const ours = new Database(file);
  ours.pragma('journal_mode = WAL');
  ours.exec(`CREATE TABLE directory_version (id INTEGER PRIMARY KEY, version INTEGER NOT NULL);
    INSERT INTO directory_version VALUES (1, 1)`);
  return { ours, theirs: new Database(file) };
}

const bump = (db: Database.Database) =>
  db.prepare('UPDATE directory_version SET version = version + 1 WHERE id = 1').run();

describe('cachedPerDirectoryVersion', () => {
  it('computes once while nothing changes, again at once after its own connection wrote', () => {
    const { ours } = twoConnections();
    let computed = 0;
    const now = 1_000_000;
    const kept = cachedPerDirectoryVersion(ours, () => ++computed, { clock: () => now });
    expect([kept(), kept(), kept()]).toEqual([1, 1, 1]);
    bump(ours);
    expect(kept()).toBe(2);
    // a write elsewhere in the database by this connection: read again, the same version
    ours.exec('CREATE TABLE other (x); INSERT INTO other VALUES (1)');
    expect(kept()).toBe(2);
  });

  it("sees another connection's change once the recheck time has passed", () => {
    const { ours, theirs } = twoConnections();
    let computed = 0;
    let now = 1_000_000;
    const kept = cachedPerDirectoryVersion(ours, () => ++computed, {
      recheckMs: 1000,
      clock: () => now,
    });
    expect(kept()).toBe(1);
    bump(theirs);
    now += 999;
    expect(kept()).toBe(1);
    now += 1;
    expect(kept()).toBe(2);
  });
});
