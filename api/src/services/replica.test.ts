import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDataDir } from '#db/setup';
import { BackupError } from './backup';
import { restoreFromReplica, startReplication, type ReplicaTarget } from './replica';

const root = mkdtempSync(path.join(tmpdir(), 'kyynal-replica-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const newDir = () => path.join(root, `dir-${++dirs}`);

const endpoints = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT endpoint FROM push_subscriptions ORDER BY id').pluck().all();
  } finally {
    db.close();
  }
};

describe('the continuous replica (Litestream, file replica)', () => {
  it('ships every committed write within seconds; a restore brings them back, integrity-checked', async () => {
    const dataDir = newDir();
    const { database, file } = openDataDir(dataDir);
    const target: ReplicaTarget = { url: `file://${newDir()}`, s3: null };
    const logs: string[] = [];
    const replication = startReplication({
      databaseFile: file,
      target,
      configDir: dataDir,
      log: (m) => logs.push(m),
    });
    try {
      const insert = database.sqlite.prepare(
        "INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?, 'k', 'a', 0)",
      );
      const written: string[] = [];
      for (let i = 0; i < 50; i++) {
        insert.run(`https://push.example/${i}`);
        written.push(`https://push.example/${i}`);
      }
      // the recovery point: how long until a restore has every acknowledged write
      const committedAt = Date.now();
      let restored: unknown[] = [];
      let lagMs = 0;
      while (Date.now() - committedAt < 20_000) {
        const into = newDir();
        try {
          restoreFromReplica(target, into);
          restored = endpoints(path.join(into, 'kyynal.db'));
        } catch (error) {
          // no generation shipped yet
          if (!(error instanceof BackupError)) throw error;
        }
        if (restored.length === written.length) {
          lagMs = Date.now() - committedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(restored).toEqual(written);
      expect(lagMs).toBeLessThan(20_000);
      expect(logs).toEqual([]);
    } finally {
      await replication.stop();
      database.sqlite.close();
    }
  });

  it('restores only into a new directory, and refuses a replica that holds nothing', () => {
    const empty: ReplicaTarget = { url: `file://${newDir()}`, s3: null };
    const into = newDir();
    expect(() => restoreFromReplica(empty, into)).toThrow(BackupError);
    expect(existsSync(path.join(into, 'kyynal.db'))).toBe(false);
    expect(readdirSync(into)).toEqual([]);

    const taken = newDir();
    openDataDir(taken).database.sqlite.close();
    expect(() => restoreFromReplica(empty, taken)).toThrow(/exists: restore into a new/);
  });
});
