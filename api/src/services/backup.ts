/**
 * Backups of DATA_DIR and their restore (docs/decisions/0050-backups.md).
 *
 * A backup is a folder `DATA_DIR/backups/kyynal-<UTC time>/` holding
 *   kyynal.db         SQLite's online backup of the live database (one self-contained file,
 *                     integrity-checked before the folder gets its final name)
 *   uploads/          the uploaded images, hard-linked (they are written once, never changed),
 *                     copied where a link is impossible; none when they are on S3 (decision
 *                     0044): the bucket is their store of record (its versioning or replication
 *                     is their backup), and the manifest says where they are
 *   secret.key, vapid.json   the generated keys, when DATA_DIR holds them: without them visitor
 *                     cookies, sealed links and push subscriptions stop working after a restore
 *   manifest.json     what the backup holds; written last
 * It is built in a hidden `.kyynal-….partial` folder and renamed at the end, so a crash never
 * leaves a half backup that looks whole.
 */
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type BetterSqlite3 from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '#db/client';
import { tallinnDayStart } from '#domain/calendar/dates';
import { DATABASE_FILE } from '#db/setup';
import { raiseAlert } from '../stores/alerts';
import type { BlobStore } from './blobs';
import { tallinnDay } from './push/worker';

export const BACKUPS_DIR = 'backups';
export const UPLOADS_DIR = 'uploads';
/** Small files of DATA_DIR that a restored server needs to keep its cookies and push working */
const KEY_FILES = ['secret.key', 'vapid.json'];
const MANIFEST = 'manifest.json';
const NAME = /^kyynal-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;
/** Pages copied per step of the online backup (4 KB each): the server keeps answering between */
const PAGES_PER_STEP = 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A backup or a restore that must not be trusted; `problems` says why, one line each. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}:\n  ${problems.join('\n  ')}` : message);
  }
}

export interface BackupInfo {
  name: string;
  /** The backup folder */
  dir: string;
  createdAt: number;
  /** null: the uploads are not in the backup but in their S3 bucket */
  uploads: number | null;
  bytes: number;
}

export const backupName = (at: number) =>
  `kyynal-${new Date(at).toISOString().replace(/[:.]/g, '-')}`;

function backupTime(name: string): number | null {
  const m = NAME.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : null;
}

/** The finished backups in DATA_DIR/backups, oldest first. */
export function listBackups(dataDir: string): { name: string; dir: string; createdAt: number }[] {
  const root = path.join(dataDir, BACKUPS_DIR);
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .map((name) => ({ name, dir: path.join(root, name), createdAt: backupTime(name) }))
    .filter((b): b is { name: string; dir: string; createdAt: number } => b.createdAt !== null)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** A hard link where the file system allows one (same disk), else a copy. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Copies a folder's visible files (not the `.name.part` files of uploads still being written). */
function copyFiles(fromDir: string, toDir: string): number {
  mkdirSync(toDir, { recursive: true });
  if (!existsSync(fromDir)) return 0;
  let count = 0;
  for (const entry of readdirSync(fromDir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    linkOrCopy(path.join(fromDir, entry.name), path.join(toDir, entry.name));
    count++;
  }
  return count;
}

function copyKeyFiles(fromDir: string, toDir: string): string[] {
  const copied = [];
  for (const name of KEY_FILES) {
    const from = path.join(fromDir, name);
    const to = path.join(toDir, name);
    if (!existsSync(from) || existsSync(to)) continue;
    copyFileSync(from, to);
    copied.push(name);
  }
  return copied;
}

/**
 * What must hold before a database file is trusted: SQLite can read it, `PRAGMA integrity_check`
 * answers ok, and it is a Küünal database whose every applied migration this code knows (a copy
 * from a newer version would be silently misread). Turns the file into a single self-contained
 * file (rollback journal instead of WAL). Throws BackupError listing the problems.
 */
export function checkDatabaseFile(file: string): { migrations: number } {
  const problems: string[] = [];
  let migrations = 0;
  let db: BetterSqlite3.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
    const integrity = db.pragma('integrity_check', { simple: false }) as {
      integrity_check: string;
    }[];
    const messages = integrity.map((r) => r.integrity_check);
    if (messages.length !== 1 || messages[0] !== 'ok') {
      problems.push(...messages.slice(0, 10).map((m) => `integrity_check: ${m}`));
    } else {
      const hasMigrations = db
        .prepare(
          "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'",
        )
        .get();
      const applied = hasMigrations
        ? (db.prepare('SELECT hash FROM __drizzle_migrations').pluck().all() as string[])
        : [];
      migrations = applied.length;
      if (!applied.length) problems.push('not a Küünal database (no migrations applied)');
      const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => m.hash));
      const unknown = applied.filter((hash) => !known.has(hash));
      if (unknown.length) {
        problems.push(
          `${unknown.length} applied migration(s) this version does not know (a copy from a newer or different version)`,
        );
      }
    }
  } catch (error) {
    // "file is not a database", "database disk image is malformed"…
    problems.push((error as Error).message);
  } finally {
    db?.close();
  }
  if (problems.length) throw new BackupError(`${file} cannot be trusted`, problems);
  return { migrations };
}

/**
 * Backs up DATA_DIR's database (through the live connection `sqlite`, so the server's own
 * writes during the copy land in it), its uploads (when they are on this disk) and key files
 * into DATA_DIR/backups.
 */
export async function createBackup(options: {
  sqlite: BetterSqlite3.Database;
  dataDir: string;
  /** Where the uploads are; default: DATA_DIR/uploads */
  blobs?: Pick<BlobStore, 'local' | 'description'>;
  now: number;
  /** Pages copied per step; the event loop runs between steps (tests make it small) */
  pagesPerStep?: number;
}): Promise<BackupInfo> {
  const { sqlite, dataDir, now } = options;
  const pagesPerStep = options.pagesPerStep ?? PAGES_PER_STEP;
  const root = path.join(dataDir, BACKUPS_DIR);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const name = backupName(now);
  const dir = path.join(root, name);
  if (existsSync(dir)) throw new BackupError(`${dir} already exists`);
  const partial = path.join(root, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  mkdirSync(partial, { mode: 0o700 });
  try {
    const file = path.join(partial, DATABASE_FILE);
    await sqlite.backup(file, { progress: () => pagesPerStep });
    const { migrations } = checkDatabaseFile(file);
    // after the database: every image its rows name is already in place
    const local = options.blobs?.local ?? true;
    const uploads = local
      ? copyFiles(path.join(dataDir, UPLOADS_DIR), path.join(partial, UPLOADS_DIR))
      : null;
    const keys = copyKeyFiles(dataDir, partial);
    const bytes = statSync(file).size;
    const manifest = {
      createdAt: new Date(now).toISOString(),
      migrations,
      uploads,
      ...(local ? {} : { uploadsIn: options.blobs!.description }),
      keys,
      bytes,
    };
    writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    renameSync(partial, dir);
    return { name, dir, createdAt: now, uploads, bytes };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Deletes the backups older than `retentionDays`, except the newest one: a stopped schedule
 * never leaves the server without any backup. Returns the deleted names.
 */
export function pruneBackups(dataDir: string, now: number, retentionDays: number): string[] {
  const backups = listBackups(dataDir);
  const cutoff = now - retentionDays * DAY_MS;
  const old = backups.slice(0, -1).filter((b) => b.createdAt < cutoff);
  for (const b of old) rmSync(b.dir, { recursive: true, force: true });
  return old.map((b) => b.name);
}

export interface RestoreResult {
  file: string;
  migrations: number;
  /** null: the source was a bare database file, with no uploads folder beside it */
  uploads: number | null;
  keys: string[];
}

/** A restore never overwrites: `file` (or its journal, WAL or shared memory) must not exist. */
export function refuseExistingDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (existsSync(file + suffix)) {
      throw new BackupError(`${file}${suffix} exists: restore into a new, empty DATA_DIR`);
    }
  }
}

/**
 * Restores a backup (its folder or its kyynal.db, or any copy of a Küünal database file) into
 * `targetDir`, which must not hold a database yet. The copy is checked (checkDatabaseFile) in
 * the target before it gets its real name; a copy that fails leaves the target without one.
 */
export function restoreBackup(source: string, targetDir: string): RestoreResult {
  const sourceFile = statSync(source).isDirectory() ? path.join(source, DATABASE_FILE) : source;
  if (!existsSync(sourceFile)) throw new BackupError(`${sourceFile} does not exist`);
  const sourceDir = path.dirname(sourceFile);
  const target = path.join(targetDir, DATABASE_FILE);
  refuseExistingDatabase(target);
  if (existsSync(sourceFile + '-wal')) {
    throw new BackupError(
      `${sourceFile} has a write-ahead log beside it (a live database?): restore a backup made by db:backup`,
    );
  }
  mkdirSync(targetDir, { recursive: true });
  const incoming = path.join(targetDir, `.${DATABASE_FILE}.restoring`);
  copyFileSync(sourceFile, incoming);
  let migrations: number;
  try {
    ({ migrations } = checkDatabaseFile(incoming));
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  renameSync(incoming, target);
  const uploadsFrom = path.join(sourceDir, UPLOADS_DIR);
  const uploads = existsSync(uploadsFrom)
    ? copyFiles(uploadsFrom, path.join(targetDir, UPLOADS_DIR))
    : null;
  return { file: target, migrations, uploads, keys: copyKeyFiles(sourceDir, targetDir) };
}

export interface BackupJobOptions {
  sqlite: BetterSqlite3.Database;
  dataDir: string;
  blobs?: Pick<BlobStore, 'local' | 'description'>;
  now: () => number;
  /** Hour of the day (Tallinn time) from which the day's backup is due; null: no daily backup */
  hour: number | null;
  retentionDays: number;
  /** How often the job looks whether a backup is due (production 1 min) */
  tickMs?: number;
  log?: (message: string) => void;
}

/**
 * The daily backup in the server process: once a Tallinn day, at the first tick from `hour` on
 * (a server that was down at that hour catches up when it starts), unless a backup was already
 * made since; then the retention. A failed backup raises an admin alert and is tried again an
 * hour later.
 */
export function createBackupJob(options: BackupJobOptions) {
  const { sqlite, dataDir, blobs, now, hour, retentionDays } = options;
  const tickMs = options.tickMs ?? 60_000;
  const log = options.log ?? ((m: string) => console.log(m));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<BackupInfo | null> | null = null;
  let failedAt = -Infinity;

  /** The instant today's backup became due (Tallinn time), or null before it */
  function dueSince(at: number): number | null {
    if (hour === null) return null;
    const { year, monthDay } = tallinnDay(at);
    const [month, day] = monthDay.split('-').map(Number) as [number, number];
    const due = tallinnDayStart(year, month, day) + hour * HOUR_MS;
    return at >= due ? due : null;
  }

  async function run(at: number): Promise<BackupInfo | null> {
    const due = dueSince(at);
    if (due === null || at - failedAt < HOUR_MS) return null;
    try {
      const newest = listBackups(dataDir).at(-1);
      if (newest && newest.createdAt >= due) return null;
      const backup = await createBackup({ sqlite, dataDir, blobs, now: at });
      const pruned = pruneBackups(dataDir, at, retentionDays);
      log(
        `Backup: ${backup.dir} (${backup.bytes} bytes, ${backup.uploads ?? 'no'} uploads)` +
          (pruned.length ? `; deleted ${pruned.join(', ')}` : ''),
      );
      return backup;
    } catch (error) {
      failedAt = at;
      raiseAlert(
        sqlite,
        {
          kind: 'backup_failed',
          message: 'Andmebaasi igapäevane varukoopia ebaõnnestus; uus katse tunni pärast.',
          details: { error: (error as Error).message },
        },
        at,
      );
      return null;
    }
  }

  /** Makes the backup if one is due; resolves to it (null: none was due or it failed). */
  function tick(): Promise<BackupInfo | null> {
    running ??= run(now()).finally(() => (running = null));
    return running;
  }

  return {
    tick,
    start() {
      if (hour !== null) timer ??= setInterval(() => void tick(), tickMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
