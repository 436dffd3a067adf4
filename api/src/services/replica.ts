/**
 * A continuous copy of the SQLite database (docs/decisions/0053-continuous-replica.md):
 * Litestream, from its npm package, runs beside the server and ships every change of the WAL to
 * a replica — a directory (`file:///…`) or an S3-compatible bucket (`s3://bucket/path`, the
 * endpoint and keys of S3_*) — within a second. `restoreFromReplica` brings the newest state
 * back into a new file and checks it as a backup's restore does.
 *
 * The replica holds the database only: uploads, secret.key and vapid.json come from the daily
 * backup (or from S3 and the environment when the app runs that way).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_FILE } from '#db/setup';
import { BackupError, checkDatabaseFile, refuseExistingDatabase } from './backup';

export interface ReplicaS3 {
  /** e.g. http://127.0.0.1:9000; absent: AWS itself */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ReplicaTarget {
  /** file:///absolute/dir or s3://bucket/path */
  url: string;
  /** the bucket's endpoint and keys, for an s3:// url */
  s3: ReplicaS3 | null;
}

/** How often Litestream ships the WAL: the recovery point, at most this much is lost */
const SYNC_INTERVAL = '1s';

/**
 * Litestream's binary per platform, from the fly.io npm packages that ship it (an optional
 * dependency: the registry here has only the linux-x64 one, so that is the one installed).
 */
const BINARY_PACKAGES: Partial<Record<string, string>> = {
  'linux-x64': '@flydotio/litestream-linux-x64/package.json',
};

/** The Litestream binary installed for this platform. */
export function litestreamBinary(): string {
  const platform = `${process.platform}-${process.arch}`;
  const pkg = BINARY_PACKAGES[platform];
  const require = createRequire(import.meta.url);
  const binary = pkg && path.join(path.dirname(require.resolve(pkg)), 'litestream');
  if (!binary || !existsSync(binary)) {
    throw new Error(`Litestream has no binary installed for this platform (${platform})`);
  }
  return binary;
}

/** The replica's YAML lines under `replicas:` (keys go in the environment, not the file). */
function replicaConfig(target: ReplicaTarget): string[] {
  const url = new URL(target.url);
  if (url.protocol === 'file:') {
    return ['      - type: file', `        path: ${JSON.stringify(url.pathname)}`];
  }
  if (url.protocol === 's3:') {
    if (!target.s3)
      throw new Error('An s3:// replica needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    const lines = [
      '      - type: s3',
      `        bucket: ${JSON.stringify(url.hostname)}`,
      `        path: ${JSON.stringify(url.pathname.replace(/^\//, '') || 'kyynal.db')}`,
      `        region: ${JSON.stringify(target.s3.region)}`,
    ];
    if (target.s3.endpoint) {
      lines.push(
        `        endpoint: ${JSON.stringify(target.s3.endpoint)}`,
        '        force-path-style: true',
      );
    }
    return lines;
  }
  throw new Error(`LITESTREAM_REPLICA must be file:///… or s3://bucket/path, not ${url.protocol}`);
}

/** Writes Litestream's config for `databaseFile` → `target` into `dir`, readable by us only. */
export function writeReplicaConfig(dir: string, databaseFile: string, target: ReplicaTarget) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'litestream.yml');
  const yaml = [
    'dbs:',
    `  - path: ${JSON.stringify(path.resolve(databaseFile))}`,
    `    replicas:`,
    ...replicaConfig(target),
    `        sync-interval: ${SYNC_INTERVAL}`,
    '',
  ].join('\n');
  writeFileSync(file, yaml, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** Litestream sees only its keys, none of the server's other settings and secrets */
function litestreamEnv(target: ReplicaTarget): Record<string, string> {
  return target.s3
    ? {
        LITESTREAM_ACCESS_KEY_ID: target.s3.accessKeyId,
        LITESTREAM_SECRET_ACCESS_KEY: target.s3.secretAccessKey,
      }
    : {};
}

export interface Replication {
  stop(): Promise<void>;
}

/**
 * Runs `litestream replicate` for the database until stopped; if it exits on its own it is
 * started again after `restartMs` (the exit is logged: the copy lags until then).
 */
export function startReplication(options: {
  databaseFile: string;
  target: ReplicaTarget;
  configDir: string;
  log?: (message: string) => void;
  restartMs?: number;
}): Replication {
  const log = options.log ?? ((m: string) => console.error(m));
  const config = writeReplicaConfig(options.configDir, options.databaseFile, options.target);
  const binary = litestreamBinary();
  let child: ChildProcess | null = null;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;

  const run = () => {
    const started = spawn(binary, ['replicate', '-config', config], {
      env: litestreamEnv(options.target),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let tail = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-2000);
    });
    started.on('error', (error) => log(`[replica] litestream could not start: ${error.message}`));
    started.on('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      log(`[replica] litestream exited (${signal ?? code}); restarting.\n${tail}`);
      restart = setTimeout(run, options.restartMs ?? 5000);
    });
    child = started;
  };
  run();

  return {
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const running = child;
      if (!running || running.exitCode !== null) return;
      // SIGTERM: Litestream syncs what it has not shipped yet, then exits
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => running.kill('SIGKILL'), 10_000);
        running.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        running.kill('SIGTERM');
      });
    },
  };
}

/**
 * Restores the replica's newest state into a NEW data directory and checks it as a backup's
 * restore does (`PRAGMA integrity_check`, a Küünal database of this version or older); throws
 * BackupError when the directory already has a database or the copy is refused.
 */
export function restoreFromReplica(target: ReplicaTarget, targetDir: string) {
  const file = path.join(targetDir, DATABASE_FILE);
  refuseExistingDatabase(file);
  mkdirSync(targetDir, { recursive: true });
  const incoming = path.join(targetDir, `.${DATABASE_FILE}.restoring`);
  const url = new URL(target.url);
  // a file replica is named by its URL; an s3 one through a config that has its endpoint
  const configDir = url.protocol === 'file:' ? null : mkdtempSync(path.join(tmpdir(), 'kyynal-'));
  try {
    const source = configDir
      ? ['-config', writeReplicaConfig(configDir, incoming, target), incoming]
      : [target.url];
    const result = spawnSync(litestreamBinary(), ['restore', '-o', incoming, ...source], {
      env: litestreamEnv(target),
      encoding: 'utf8',
    });
    if (result.status !== 0 || !existsSync(incoming)) {
      const why = (result.stderr || result.error?.message || '').trim();
      throw new BackupError(`litestream restore from ${target.url} failed: ${why}`);
    }
    const { migrations } = checkDatabaseFile(incoming);
    renameSync(incoming, file);
    return { file, migrations };
  } finally {
    rmSync(incoming, { force: true });
    for (const suffix of ['-wal', '-shm']) rmSync(incoming + suffix, { force: true });
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  }
}
