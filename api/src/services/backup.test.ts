import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDataDir, DATABASE_FILE } from '#db/setup';
import { loadEnv } from '../env';
import { insertNotice, queryNumber } from '#api-test/fixtures';
import { startTestServer, type TestServer, type Visitor } from '#api-test/harness';
import {
  BackupError,
  checkDatabaseFile,
  createBackup,
  createBackupJob,
  listBackups,
  pruneBackups,
  restoreBackup,
} from './backup';

const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-backup-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const DAY = 24 * 3600_000;

/** A data directory with a migrated database (and one published notice), closed again. */
function dataDirWithDatabase(): string {
  const dir = tempDir();
  const { database } = openDataDir(dir);
  insertNotice(database, { deceasedName: 'Varu Koopia' });
  database.sqlite.close();
  return dir;
}

/** Overwrites the start of the page that holds `table`'s rows with garbage. */
function corruptTable(file: string, table: string): void {
  const db = new Database(file, { readonly: true });
  const page = db
    .prepare("SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = ?")
    .pluck()
    .get(table) as number;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(64, 0xa5), 0, 64, (page - 1) * pageSize);
  closeSync(fd);
}

const tsx = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('backup and restore round trip', () => {
  let server: TestServer;
  let restored: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    await restored?.close();
  });

  it('backs up while the server writes; the restored copy serves the data and its images', async () => {
    server = await startTestServer();
    const noticeId = insertNotice(server.database, { deceasedName: 'Helmi Tamm' });
    const visitors: Visitor[] = await Promise.all(
      Array.from({ length: 30 }, () => server.visitor()),
    );
    // an uploaded image: a backup without its pictures is half a backup
    const picture = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#555' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'pilt.jpg');
    const uploadRes = await fetch(`${server.base}/api/uploads?kind=portrait`, {
      method: 'POST',
      headers: {
        cookie: visitors[0]!.cookie,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': visitors[0]!.token,
      },
      body: form,
    });
    expect(uploadRes.status).toBe(201);
    const { url } = (await uploadRes.json()) as { url: string };
    // the key npm start generates into DATA_DIR when SESSION_SECRET is not set
    writeFileSync(path.join(server.dir, 'secret.key'), 'generated\n');

    const acknowledged: string[] = [];
    const write = async (v: Visitor) => {
      const clientKey = randomUUID();
      const res = await v.post(`/api/notices/${noticeId}/replies`, {
        author: 'Naaber',
        text: 'Mälestame',
        clientKey,
      });
      if (res.status === 201) acknowledged.push(clientKey);
      return res.status;
    };
    // writes before the backup, then a stream of writes while it copies in small steps
    await Promise.all(visitors.slice(0, 10).map(write));
    const before = [...acknowledged];
    expect(before).toHaveLength(10);
    let backingUp = true;
    let duringBackup = 0;
    const writers = visitors.slice(10).map(async (v) => {
      for (let i = 0; i < 5 && backingUp; i++) if ((await write(v)) === 201) duringBackup++;
    });
    const backup = await createBackup({
      sqlite: server.database.sqlite,
      dataDir: server.dir,
      now: Date.now(),
      pagesPerStep: 4,
    });
    backingUp = false;
    await Promise.all(writers);
    expect(duringBackup).toBeGreaterThan(0);
    expect(readdirSync(backup.dir).sort()).toEqual([
      'kyynal.db',
      'manifest.json',
      'secret.key',
      'uploads',
    ]);
    expect(backup.uploads).toBe(1);

    const target = path.join(tempDir(), 'restored');
    const result = restoreBackup(backup.dir, target);
    expect(result.uploads).toBe(1);
    expect(result.keys).toEqual(['secret.key']);
    restored = await startTestServer(undefined, { dataDir: target });
    const sqlite = restored.database.sqlite;
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    const keys = new Set(
      sqlite.prepare('SELECT client_key FROM replies').pluck().all() as string[],
    );
    for (const key of before) expect(keys.has(key)).toBe(true);
    // a consistent snapshot: the notice's counter agrees with its rows
    const res = await fetch(`${restored.base}/api/notices/${noticeId}`);
    expect(res.status).toBe(200);
    const notice = (await res.json()) as { replies: number; deceasedName: string };
    expect(notice.deceasedName).toBe('Helmi Tamm');
    expect(notice.replies).toBe(keys.size);
    expect(keys.size).toBeGreaterThanOrEqual(before.length);
    const image = await fetch(`${restored.base}${url}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).length).toBeGreaterThan(0);
  });
});

describe('a backup with the uploads on S3', () => {
  it('leaves the uploads to their bucket, the store of record, and says so in the manifest', async () => {
    const dataDir = dataDirWithDatabase();
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'stale.jpg'), 'from before S3');
    const { database } = openDataDir(dataDir);
    const blobs = { local: false, description: 'S3 bucket pildid at http://127.0.0.1:9000' };
    const backup = await createBackup({ sqlite: database.sqlite, dataDir, blobs, now: Date.now() });
    database.sqlite.close();
    expect(backup.uploads).toBeNull();
    expect(readdirSync(backup.dir).sort()).toEqual(['kyynal.db', 'manifest.json']);
    const manifest = JSON.parse(readFileSync(path.join(backup.dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ uploads: null, uploadsIn: blobs.description });
    expect(restoreBackup(backup.dir, path.join(tempDir(), 'restored')).uploads).toBeNull();
  });
});

describe('restore refuses what it cannot trust', () => {
  it('refuses a copy with corrupted bytes, and leaves the target without a database', async () => {
    const dataDir = dataDirWithDatabase();
    const { database } = openDataDir(dataDir);
    const backup = await createBackup({ sqlite: database.sqlite, dataDir, now: Date.now() });
    database.sqlite.close();
    corruptTable(path.join(backup.dir, DATABASE_FILE), 'notices');
    const target = path.join(tempDir(), 'restored');
    expect(() => restoreBackup(backup.dir, target)).toThrow(BackupError);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a copy whose integrity_check lists problems (a row that breaks a CHECK)', async () => {
    const dataDir = dataDirWithDatabase();
    const { database } = openDataDir(dataDir);
    const backup = await createBackup({ sqlite: database.sqlite, dataDir, now: Date.now() });
    database.sqlite.close();
    const copy = new Database(path.join(backup.dir, DATABASE_FILE));
    copy.pragma('ignore_check_constraints = ON');
    copy.prepare('UPDATE notices SET type = 7').run();
    copy.close();
    const target = path.join(tempDir(), 'restored');
    expect(() => restoreBackup(backup.dir, target)).toThrow(
      /integrity_check: CHECK constraint failed in notices/,
    );
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a database that is not Küünal’s, or has migrations this version does not know', () => {
    const foreign = path.join(tempDir(), 'other.db');
    const other = new Database(foreign);
    other.exec('CREATE TABLE t (x)');
    other.close();
    expect(() => restoreBackup(foreign, path.join(tempDir(), 'a'))).toThrow(/not a Küünal/);

    const dataDir = dataDirWithDatabase();
    const newer = new Database(path.join(dataDir, DATABASE_FILE));
    newer
      .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
      .run('f'.repeat(64), Date.now());
    newer.pragma('journal_mode = DELETE');
    newer.close();
    expect(() => checkDatabaseFile(path.join(dataDir, DATABASE_FILE))).toThrow(/does not know/);
  });

  it('never overwrites an existing database', async () => {
    const dataDir = dataDirWithDatabase();
    const { database } = openDataDir(dataDir);
    const backup = await createBackup({ sqlite: database.sqlite, dataDir, now: Date.now() });
    database.sqlite.close();
    expect(() => restoreBackup(backup.dir, dataDir)).toThrow(/restore into a new, empty DATA_DIR/);
  });
});

describe('npm run db:backup and db:restore', () => {
  it('back up a data directory, restore it elsewhere, and refuse a corrupted copy', () => {
    const dataDir = dataDirWithDatabase();
    const made = tsx('scripts/backup.ts', [], { DATA_DIR: dataDir });
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const [backup] = listBackups(dataDir);
    expect(made.stdout).toContain(backup!.dir);

    const target = path.join(tempDir(), 'restored');
    const ok = tsx('scripts/restore.ts', [backup!.dir, '--to', target], {});
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('integrity_check ok, 1 notices');
    const again = tsx('scripts/restore.ts', [backup!.dir], { DATA_DIR: target });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('RESTORE REFUSED');

    corruptTable(path.join(backup!.dir, DATABASE_FILE), 'notices');
    const bad = tsx('scripts/restore.ts', [path.join(backup!.dir, DATABASE_FILE)], {
      DATA_DIR: path.join(tempDir(), 'other'),
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/RESTORE REFUSED: .*cannot be trusted/);
  }, 90_000);
});

describe('the daily backup job', () => {
  // 15 June 2026, Tallinn is UTC+3: 03:00 there is 00:00 UTC
  const at = (iso: string) => Date.parse(iso);
  /** A job that backs up at 03:00 Tallinn time, on a clock the test moves. */
  const jobAt3 = (
    sqlite: Database.Database,
    dataDir: string,
    now: () => number,
    options: { retentionDays: number; log?: (message: string) => void },
  ) => createBackupJob({ sqlite, dataDir, now, hour: 3, ...options });

  it('backs up once a Tallinn day from BACKUP_HOUR on, and applies the retention', async () => {
    const dataDir = dataDirWithDatabase();
    const { database } = openDataDir(dataDir);
    let clock = at('2026-06-14T23:59:00Z');
    const logs: string[] = [];
    const job = jobAt3(database.sqlite, dataDir, () => clock, {
      retentionDays: 1,
      log: (m) => logs.push(m),
    });
    expect(await job.tick()).toBeNull(); // 02:59 in Tallinn
    clock = at('2026-06-15T00:00:00Z');
    const first = await job.tick();
    expect(first?.createdAt).toBe(clock);
    clock = at('2026-06-15T12:00:00Z');
    expect(await job.tick()).toBeNull(); // already done today
    clock = at('2026-06-16T01:00:00Z'); // next day, 04:00 in Tallinn: the first is 25 h old
    const second = await job.tick();
    expect(second).not.toBeNull();
    expect(listBackups(dataDir).map((b) => b.name)).toEqual([second!.name]);
    expect(logs.at(-1)).toContain(`deleted ${first!.name}`);
    database.sqlite.close();
  });

  it('a server that was down at the hour backs up when it comes back; off means never', async () => {
    const dataDir = dataDirWithDatabase();
    const { database } = openDataDir(dataDir);
    const options = { sqlite: database.sqlite, dataDir, now: () => at('2026-06-15T15:00:00Z') };
    const off = createBackupJob({ ...options, hour: null, retentionDays: 14 });
    expect(await off.tick()).toBeNull();
    const job = createBackupJob({ ...options, hour: 3, retentionDays: 14, log: () => {} });
    expect(await job.tick()).not.toBeNull();
    database.sqlite.close();
  });

  it('a failed backup raises an admin alert and is retried an hour later', async () => {
    const dataDir = dataDirWithDatabase();
    writeFileSync(path.join(dataDir, 'backups'), 'in the way'); // the folder cannot be made
    const { database } = openDataDir(dataDir);
    let clock = at('2026-06-15T06:00:00Z');
    const job = jobAt3(database.sqlite, dataDir, () => clock, { retentionDays: 14 });
    expect(await job.tick()).toBeNull();
    const alerts = () =>
      queryNumber(database, "SELECT count(*) FROM admin_alerts WHERE kind = 'backup_failed'");
    expect(alerts()).toBe(1);
    clock += 30 * 60_000;
    expect(await job.tick()).toBeNull();
    expect(alerts()).toBe(1); // not again within the hour
    rmSync(path.join(dataDir, 'backups'));
    clock += 31 * 60_000;
    expect(await job.tick()).not.toBeNull();
    database.sqlite.close();
  });
});

describe('retention', () => {
  it('deletes backups older than the retention, never the newest one', async () => {
    const dataDir = dataDirWithDatabase();
    const { database } = openDataDir(dataDir);
    const now = Date.parse('2026-06-30T10:00:00Z');
    for (const age of [20, 15, 13, 1]) {
      await createBackup({ sqlite: database.sqlite, dataDir, now: now - age * DAY });
    }
    database.sqlite.close();
    expect(pruneBackups(dataDir, now, 14)).toHaveLength(2);
    expect(listBackups(dataDir).map((b) => b.createdAt)).toEqual([now - 13 * DAY, now - DAY]);
    // long after the last backup: the newest stays
    expect(pruneBackups(dataDir, now + 100 * DAY, 14)).toHaveLength(1);
    expect(listBackups(dataDir)).toHaveLength(1);
    mkdirSync(path.join(dataDir, 'backups', 'not-a-backup'));
    expect(pruneBackups(dataDir, now + 200 * DAY, 14)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'backups', 'not-a-backup'))).toBe(true);
  });
});

describe('settings', () => {
  it('BACKUP_HOUR (Tallinn hour or off) and BACKUP_RETENTION_DAYS are validated by env.ts', () => {
    expect(loadEnv({}).backup).toEqual({ hour: 3, retentionDays: 14 });
    expect(loadEnv({ BACKUP_HOUR: 'off', BACKUP_RETENTION_DAYS: '30' }).backup).toEqual({
      hour: null,
      retentionDays: 30,
    });
    expect(loadEnv({ BACKUP_HOUR: '0' }).backup.hour).toBe(0);
    for (const bad of [
      { BACKUP_HOUR: '24' },
      { BACKUP_HOUR: 'never' },
      { BACKUP_RETENTION_DAYS: '0' },
    ]) {
      expect(() => loadEnv(bad)).toThrow(/BACKUP_/);
    }
  });
});
