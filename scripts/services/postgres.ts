/**
 * A real PostgreSQL server for tests and local trials: Debian's binaries, a fresh cluster in a
 * temporary directory, listening on loopback only, trust authentication for its one role.
 *
 * `startPostgres()` in-process, or `tsx scripts/services/postgres.ts` to run one until Ctrl-C
 * (it prints the DATABASE_URL). PostgreSQL refuses to run as root: as root, the cluster runs as
 * the system user `kyynal-pg`, created on first use. Durability is switched off (fsync,
 * full_page_writes): this server exists to be thrown away. `scripts/ensure-postgres.sh`
 * installs the package.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface TestPostgres {
  /** postgres://kyynal@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server (fast shutdown) and removes its directory */
  stop(): Promise<void>;
}

const ROLE = 'kyynal';
const SYSTEM_USER = 'kyynal-pg';

/** The bin directory of the newest PostgreSQL Debian has installed, or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** A free TCP port on loopback (the OS picks it) */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid to run as: ourselves, or (as root) the system user, created if missing. */
export function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, SYSTEM_USER], { stdio: 'pipe' }).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitReady(bin: string, dir: string, port: number, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}`);
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-q', '-h', dir, '-p', String(port)]);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('postgres did not accept connections within 30 s');
}

export async function startPostgres(options: { port?: number } = {}): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run scripts/ensure-postgres.sh',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-pg-'));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const as = user ?? {};
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', ROLE, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    { ...as, stdio: 'pipe' },
  );
  const port = options.port ?? (await freePort());
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'max_connections=200',
    ],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  try {
    await waitReady(bin, dir, port, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url: `postgres://${ROLE}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      // SIGINT: fast shutdown (disconnect clients, no waiting for them)
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startPostgres({ port: Number(process.env.PG_PORT) || undefined });
  console.log(`PostgreSQL for Küünal: DATABASE_URL=${server.url}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
