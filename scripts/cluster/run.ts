/**
 * `npm run test:cluster`: a 3-node Patroni cluster with synchronous
 * replication behind HAProxy (scripts/cluster/cluster.ts), a load of writes through it, the
 * primary's PostgreSQL and Patroni killed with SIGKILL mid-load, then: every acknowledged write
 * present, the failover time, the old primary back as a streaming standby.
 *
 * Ends with `cluster: N acknowledged writes, 0 lost, failover S s`, exit code 0; any loss or
 * failed check exits 1. Everything it started is stopped and its directory removed, always.
 *
 * Options: --no-app (only the SQL writers, no app instances), --keep (leave the directory).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import webPush from 'web-push';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { WEBHOOK_PATH } from '#api/routes/payments/paypal';
import { startPaypalSandbox } from '../services/paypal-sandbox';
import { startPushService } from '../services/push-service';
import { checkApiWrites, startApiLoad } from './api-load';
import { startInstance } from './apps';
import { startCluster, type Cluster } from './cluster';
import { Ledger, type Ack } from './ledger';
import { createProbeTable, missingSqlWrites, startSqlWriters } from './sql-writer';

/** Load before the kill, and after the first acknowledged write that follows it */
const LOAD_BEFORE_KILL_MS = 10_000;
const LOAD_AFTER_FAILOVER_MS = 10_000;
/** Longest a failover may take before the test gives up */
const FAILOVER_LIMIT_MS = 90_000;

const args = new Set(process.argv.slice(2));
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (ok) log(`ok: ${message}`);
  else {
    failures.push(message);
    log(`FAILED: ${message}`);
  }
};

async function replicationOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; state: string; sync: string }>(
      `SELECT application_name AS name, state, sync_state AS sync FROM pg_stat_replication`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** What teardown must stop, in this order */
interface Running {
  cluster: Cluster | null;
  stops: (() => Promise<void>)[];
}

/** Both app instances on the cluster, with the stand-ins for PayPal and push they share */
async function startApps(dir: string, cluster: Cluster, running: Running) {
  const push = await startPushService({ port: 0 });
  running.stops.push(() => push.close());
  const sandbox = await startPaypalSandbox({ port: 0, webhookDelayMs: 500 });
  running.stops.push(() => sandbox.close());
  const vapid = webPush.generateVAPIDKeys();
  const secret = randomBytes(32).toString('base64url');
  const env = {
    DATABASE_URL: cluster.url,
    SESSION_SECRET: secret,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    // the demo's published notices are what candles and replies go to
    NO_DEMO: '0',
    // each visitor of the load comes from an address of its own (X-Forwarded-For)
    TRUST_PROXY: '1',
    CLUSTER_PAYPAL: JSON.stringify({
      url: sandbox.url,
      clientId: sandbox.clientId,
      clientSecret: sandbox.clientSecret,
      webhookId: sandbox.webhookId,
    }),
    CLUSTER_PUSH_ORIGIN: new URL(push.url).origin,
  };
  const entry = fileURLToPath(new URL('./instance.ts', import.meta.url));
  const apps = [];
  for (const name of ['app1', 'app2']) {
    const app = await startInstance({ name, entry, dir, env });
    running.stops.unshift(() => app.stop());
    log(`${name} serves ${app.base}`);
    apps.push(app);
  }
  // PayPal's webhook goes to one instance, the payer's return to the one that made the order
  sandbox.setWebhookUrl(apps[0]!.base + WEBHOOK_PATH);
  return { bases: apps.map((a) => a.base), secret, push };
}

async function main(dir: string, running: Running) {
  log(`directory ${dir}`);
  const cluster = await startCluster(dir, log);
  running.cluster = cluster;
  log(`cluster up: primary ${(await cluster.primary()).name}, HAProxy at ${cluster.url}`);
  log('\n' + cluster.list().trimEnd());

  const ledger = new Ledger();
  await createProbeTable(cluster.url);
  const apps = args.has('--no-app') ? null : await startApps(dir, cluster, running);
  const writers = startSqlWriters(cluster.url, ledger);
  const api = apps ? await startApiLoad({ ...apps, url: cluster.url, ledger }) : null;
  log(
    `load running${apps ? ' (SQL writers and the API on both instances)' : ' (SQL writers only)'}`,
  );
  await sleep(LOAD_BEFORE_KILL_MS);

  const old = await cluster.primary();
  const killedAt = Date.now();
  cluster.kill(old);
  const before = ledger.lastAckBefore(killedAt);

  // the failover: until a write sent after the kill is committed by another node (the killed
  // primary's orphaned backends may still commit for a moment: their writes reached the sync
  // standby, and they are checked like the others)
  const byNewPrimary = (ack: Ack) => ack.kind === 'sql' && ack.detail?.port !== old.pgPort;
  let first = ledger.firstAckSentAfter(killedAt, byNewPrimary);
  while (!first && Date.now() - killedAt < FAILOVER_LIMIT_MS) {
    await sleep(50);
    first = ledger.firstAckSentAfter(killedAt, byNewPrimary);
  }
  if (!first) {
    throw new Error(`no write acknowledged within ${FAILOVER_LIMIT_MS / 1000} s of the kill`);
  }
  const failover = (first.ackedAt - killedAt) / 1000;
  const orphans = ledger
    .of('sql')
    .filter((a) => a.sentAt >= killedAt && a.detail?.port === old.pgPort);
  const now = await cluster.primary();
  log(
    `failover: first write committed by the new primary ${failover.toFixed(1)} s after the kill ` +
      `(last before the kill ${before ? killedAt - before.ackedAt : '?'} ms before it; ` +
      `${orphans.length} sent after it committed by the dying primary's backends); new primary ${now.name}`,
  );
  await sleep(LOAD_AFTER_FAILOVER_MS);
  await writers.stop();
  await api?.stop();
  for (const [kind, reasons] of ledger.reasons) {
    if (reasons.length) log(`${kind} failures, first: ${reasons.join(' | ')}`);
  }
  log(
    `load stopped: ${JSON.stringify(ledger.counts())} acknowledged, failed attempts ${JSON.stringify(Object.fromEntries(ledger.failures))}`,
  );

  // every acknowledged write is there
  const missing = await missingSqlWrites(cluster.url, ledger);
  check(
    missing.length === 0,
    `${ledger.of('sql').length} acknowledged SQL inserts, ${missing.length} missing`,
  );
  let lost = missing.length;
  if (apps && api) {
    const result = await checkApiWrites(cluster.url, ledger, apps.push, api.endpoints);
    for (const note of result.notes) log(`ok: ${note}`);
    for (const failure of result.failures) check(false, failure);
    lost += result.missing;
  }
  check(now.name !== old.name, `a new primary (${now.name}) took over from ${old.name}`);

  // the old primary comes back as a standby
  cluster.restart(old);
  log(`restarted ${old.name}'s Patroni`);
  const members = await cluster.waitHealthy(2, 120_000).catch((error: Error) => {
    check(false, `cluster healthy again: ${error.message}`);
    return [];
  });
  const back = members.find((m) => m.name === old.name);
  check(
    !!back && (back.role === 'replica' || back.role === 'sync_standby'),
    `${old.name} rejoined as ${back?.role ?? 'nothing'} (${back?.state ?? '-'})`,
  );
  // Patroni calls a member running before its WAL receiver has connected: give it a while
  let stream: Awaited<ReturnType<typeof replicationOf>>[number] | undefined;
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(500)) {
    stream = (await replicationOf(cluster.url)).find((s) => s.name === old.name);
    if (stream?.state === 'streaming') break;
  }
  check(
    stream?.state === 'streaming',
    `${old.name} streams from ${now.name} (${stream?.state ?? 'not connected'}, ${stream?.sync ?? '-'})`,
  );
  log('\n' + cluster.list().trimEnd());

  return { acknowledged: ledger.acks.length, lost, failover };
}

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-cluster-'));
// the PostgreSQL nodes run as their own system user: it must reach its directories
chmodSync(dir, 0o755);
const running: Running = { cluster: null, stops: [] };
let code = 1;
let teardown: Promise<void> | null = null;
const tearDown = () => {
  teardown ??= (async () => {
    for (const stop of running.stops)
      await stop().catch((error: Error) => log(`stop: ${error.message}`));
    await running.cluster?.stop().catch((error: Error) => log(`stop: ${error.message}`));
    if (!args.has('--keep')) rmSync(dir, { recursive: true, force: true });
  })();
  return teardown;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: tearing down`);
    void tearDown().then(() => process.exit(130));
  });
}
try {
  const result = await main(dir, running);
  await tearDown();
  if (failures.length) {
    console.log(`cluster: ${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  }
  console.log(
    `cluster: ${result.acknowledged} acknowledged writes, ${result.lost} lost, failover ${result.failover.toFixed(1)} s`,
  );
  code = failures.length || result.lost ? 1 : 0;
} catch (error) {
  log(`error: ${(error as Error).stack ?? String(error)}`);
  await tearDown();
  code = 1;
}
process.exit(code);
