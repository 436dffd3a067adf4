/**
 * The replicated PostgreSQL cluster of `npm run test:cluster`, all from Debian's packages, in a
 * temporary directory on loopback ports: one etcd, three Patroni nodes (each running Debian's
 * PostgreSQL as the system user of scripts/services/postgres.ts) with synchronous replication,
 * and HAProxy with one port that leads to the current primary.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, postgresBinDir, runAs } from '../services/postgres';

const templates = path.dirname(fileURLToPath(import.meta.url));

/** Fills `{{name}}` placeholders of a template beside this file */
function render(template: string, values: Record<string, string | number>): string {
  return readFileSync(path.join(templates, template), 'utf8').replace(
    /\{\{(\w+)\}\}/g,
    (_, key: string) => {
      if (!(key in values)) throw new Error(`${template}: no value for {{${key}}}`);
      return String(values[key]);
    },
  );
}

export interface ClusterNode {
  name: string;
  dir: string;
  pgPort: number;
  restPort: number;
  /** The node's Patroni process (null while it is down) */
  patroni: ChildProcess | null;
}

/** A member as Patroni's REST API (GET /cluster) lists it */
export interface Member {
  name: string;
  role: string;
  state: string;
  timeline?: number;
  lag?: number | string;
}

interface Spawned {
  child: ChildProcess;
  name: string;
}

export interface Cluster {
  /** postgres://kyynal@127.0.0.1:<haproxy port>/kyynal — always the current primary */
  url: string;
  nodes: ClusterNode[];
  dir: string;
  members(): Promise<Member[]>;
  /** The current leader's node, waiting up to `timeoutMs` for one */
  primary(timeoutMs?: number): Promise<ClusterNode>;
  /** Waits until there is a leader and `replicas` members that are replicas streaming from it */
  waitHealthy(replicas: number, timeoutMs: number): Promise<Member[]>;
  /** SIGKILLs the node's PostgreSQL postmaster and its Patroni at once; returns when sent */
  kill(node: ClusterNode): void;
  /** Starts the node's Patroni again (it rejoins as a replica, rewound if it must be) */
  restart(node: ClusterNode): void;
  /** `patronictl list` as text */
  list(): string;
  /** Stops everything (SIGTERM, then SIGKILL) and leaves the directory to the caller */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** The postmaster's pid from its data directory, or null when it is not running */
function postmasterPid(node: ClusterNode): number | null {
  const file = path.join(node.dir, 'data', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export async function startCluster(dir: string, log: (line: string) => void): Promise<Cluster> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed: run scripts/cluster/ensure.sh');
  const user = runAs();
  const as = user ?? {};
  const spawned: Spawned[] = [];
  const logs = path.join(dir, 'logs');
  mkdirSync(logs, { recursive: true });

  const start = (name: string, command: string, args: string[], options: object = {}) => {
    const out = createWriteStream(path.join(logs, `${name}.log`), { flags: 'a' });
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    child.once('exit', () => out.end());
    spawned.push({ child, name });
    return child;
  };

  // etcd: the consensus store where Patroni keeps the leader key
  const etcdPort = await freePort();
  const etcdPeer = await freePort();
  const etcdUrl = `http://127.0.0.1:${etcdPort}`;
  start('etcd', 'etcd', [
    '--name=etcd0',
    `--data-dir=${path.join(dir, 'etcd')}`,
    `--listen-client-urls=${etcdUrl}`,
    `--advertise-client-urls=${etcdUrl}`,
    `--listen-peer-urls=http://127.0.0.1:${etcdPeer}`,
    `--initial-advertise-peer-urls=http://127.0.0.1:${etcdPeer}`,
    `--initial-cluster=etcd0=http://127.0.0.1:${etcdPeer}`,
    '--log-level=warn',
  ]);
  for (let i = 0; ; i++) {
    try {
      if ((await getJson(`${etcdUrl}/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 100) throw new Error('etcd did not start within 20 s');
    await sleep(200);
  }

  const nodes: ClusterNode[] = [];
  for (const name of ['pg1', 'pg2', 'pg3']) {
    const nodeDir = path.join(dir, name);
    mkdirSync(nodeDir, { mode: 0o700 });
    if (user) chownSync(nodeDir, user.uid, user.gid);
    const node: ClusterNode = {
      name,
      dir: nodeDir,
      pgPort: await freePort(),
      restPort: await freePort(),
      patroni: null,
    };
    writeFileSync(
      path.join(nodeDir, 'patroni.yml'),
      render('patroni.yml', {
        name,
        dir: nodeDir,
        binDir,
        etcdPort,
        pgPort: node.pgPort,
        restPort: node.restPort,
      }),
    );
    nodes.push(node);
  }

  const startPatroni = (node: ClusterNode) => {
    node.patroni = start(node.name, 'patroni', [path.join(node.dir, 'patroni.yml')], {
      ...as,
      cwd: node.dir,
      env: { PATH: process.env.PATH, HOME: node.dir, LANG: 'C.UTF-8' },
    });
  };
  // the first node bootstraps the cluster alone, the others then copy it
  startPatroni(nodes[0]!);

  const haproxyPort = await freePort();
  const servers = nodes
    .map((n) => `  server ${n.name} 127.0.0.1:${n.pgPort} maxconn 300 check port ${n.restPort}`)
    .join('\n');
  const haproxyCfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(haproxyCfg, render('haproxy.cfg', { port: haproxyPort, servers }));
  execFileSync('haproxy', ['-c', '-q', '-f', haproxyCfg]);
  start('haproxy', 'haproxy', ['-db', '-f', haproxyCfg]);

  const members = async (): Promise<Member[]> => {
    for (const node of nodes) {
      try {
        const { status, body } = await getJson(`http://127.0.0.1:${node.restPort}/cluster`);
        if (status === 200) return (body as { members: Member[] }).members;
      } catch {
        // this node is down: ask the next
      }
    }
    return [];
  };

  const cluster: Cluster = {
    url: `postgres://kyynal:kyynal@127.0.0.1:${haproxyPort}/postgres`,
    nodes,
    dir,
    members,
    async primary(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const leader = (await members()).find((m) => m.role === 'leader');
        if (leader) return nodes.find((n) => n.name === leader.name)!;
        await sleep(250);
      }
      throw new Error(`no primary within ${timeoutMs / 1000} s`);
    },
    async waitHealthy(replicas, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let last: Member[] = [];
      while (Date.now() < deadline) {
        last = await members();
        const leader = last.find((m) => m.role === 'leader' && m.state === 'running');
        const following = last.filter(
          (m) =>
            (m.role === 'replica' || m.role === 'sync_standby') &&
            (m.state === 'running' || m.state === 'streaming') &&
            m.timeline === leader?.timeline,
        );
        const sync = following.some((m) => m.role === 'sync_standby');
        if (leader && sync && following.length >= replicas) return last;
        await sleep(500);
      }
      throw new Error(
        `cluster not healthy within ${timeoutMs / 1000} s: ${JSON.stringify(last)}\n${cluster.list()}`,
      );
    },
    kill(node) {
      const pid = postmasterPid(node);
      if (pid) process.kill(pid, 'SIGKILL');
      node.patroni?.kill('SIGKILL');
      node.patroni = null;
      log(`killed ${node.name}: postmaster ${pid ?? '(none)'} and its Patroni, with SIGKILL`);
    },
    restart(node) {
      startPatroni(node);
    },
    list() {
      try {
        return execFileSync('patronictl', ['-c', path.join(nodes[0]!.dir, 'patroni.yml'), 'list'], {
          stdio: 'pipe',
          env: { ...process.env, HOME: dir },
        }).toString();
      } catch (error) {
        return `patronictl list failed: ${(error as Error).message}`;
      }
    },
    async stop() {
      // Patroni first (each stops its PostgreSQL, and needs etcd for that), then HAProxy and etcd
      const alive = ({ child }: Spawned) => child.exitCode === null && child.signalCode === null;
      const patronis = spawned.filter((s) => s.name.startsWith('pg'));
      const others = spawned.filter((s) => !s.name.startsWith('pg'));
      for (const group of [patronis, others]) {
        for (const s of group.filter(alive)) s.child.kill('SIGTERM');
        await Promise.race([Promise.all(group.map(({ child }) => exited(child))), sleep(15_000)]);
        for (const s of group.filter(alive)) s.child.kill('SIGKILL');
      }
      // a postmaster whose Patroni was killed outlives it
      for (const node of nodes) {
        const pid = postmasterPid(node);
        if (pid) process.kill(pid, 'SIGKILL');
      }
    },
  };

  try {
    await cluster.primary(90_000);
    for (const node of nodes.slice(1)) startPatroni(node);
    await cluster.waitHealthy(2, 120_000);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
