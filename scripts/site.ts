/**
 * The site as one process serves it, built in one place for `npm start` (scripts/start.ts) and
 * the app instances of `npm run test:cluster` (scripts/cluster/instance.ts): builds the PWA if
 * asked and it is missing or older than its sources, migrates the database, loads the EHAK
 * geography, stores the help and legal pages it lacks, seeds demo content into an empty
 * database, starts the stand-ins for what is not configured (a test OpenID provider, the PayPal
 * sandbox, a push service) unless running ones are given, the app's jobs, and serves everything
 * on PORT. The database is DATA_DIR's SQLite file, or PostgreSQL when DATABASE_URL is set (filled
 * on its first start with what a new SQLite file gets: db/pg/setup.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '#api/app';
import { loadOrCreateSecret } from '#api/lib/secret';
import { WEBHOOK_PATH } from '#api/routes/payments/paypal';
import { listen } from '#api/server';
import {
  DEMO_ADMIN,
  DEMO_PROVIDER,
  ensureDemoAdmin,
  ensureDemoArticles,
  ensureDemoProvider,
} from '#api/services/admin-account';
import { createBackupJob } from '#api/services/backup';
import { startReplication } from '#api/services/replica';
import { createBlobStore } from '#api/services/blobs';
import { createMailer } from '#api/services/mail';
import { createMailOutbox } from '#api/services/mail-outbox';
import { sqliteMailOutbox } from '#api/stores/mail-outbox';
import { pgMailOutbox } from '#api/stores/mail-outbox.pg';
import { createStores } from '#api/stores';
import { closeNoticeStores } from '#api/stores/pg/notices';
import { paymentsFromEnv, type LocalPaypal } from '#api/services/payments/config';
import { createRefundWorker } from '#api/services/payments/refund-worker';
import {
  createPushWorker,
  createWebPushSender,
  loadOrCreateVapid,
  systemResolve,
} from '#api/services/push';
import { socialProvidersFromEnv } from '#api/services/social/providers';
import { createRequestSweeper } from '#api/services/request-sweeper';
import { createHelpReviewJob } from '#api/services/help-review';
import { createPlannerSweeper } from '#api/services/planner-sweeper';
import { createUploadSweeper } from '#api/services/upload-sweeper';
import { MAIL_LIMITS } from '#api/stores/throttle';
import type { Env } from '#api/env';
import type { BlobStore } from '#api/services/blobs';
import type { Database } from '#db/client';
import { SOCIAL_PROVIDERS } from '#domain/inputs/auth';
import { preparePostgres } from '#db/pg/setup';
import { seedDemo } from '#db/seed';
import { seedHelpPages } from '#db/seed/help-pages';
import { openDataDir } from '#db/setup';
import { startTestOidcProvider } from './services/oidc-provider';
import { startPaypalSandbox } from './services/paypal-sandbox';
import { distDir, ensureBuilt } from './pwa-build';
import { startPushService } from './services/push-service';

export interface SiteOptions {
  /** Build the PWA first when dist/ is missing or older than its sources (`npm start`) */
  build: boolean;
  /**
   * A PayPal sandbox already running (several instances share one): used instead of starting
   * one of its own when PayPal is not configured
   */
  paypal?: LocalPaypal;
  /** The origin of a test push service already running, instead of starting one of its own */
  pushOrigin?: string;
}

export interface Site {
  port: number;
  /** Stops the server, then the jobs, the stand-ins it started and the database */
  stop(): Promise<void>;
}

export async function startSite(env: Env, options: SiteOptions): Promise<Site> {
  // `npm run dev` serves the PWA from vite's dev server instead
  if (options.build) ensureBuilt();
  const uploadsDir = path.join(env.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  // the images' bytes: DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set
  const blobs = createBlobStore(env.s3, uploadsDir);
  console.log(`Uploads: ${blobs.description}`);
  const data = env.databaseUrl
    ? await openPostgresData(env.databaseUrl, env, blobs)
    : await openSqliteData(env, blobs);
  const { database } = data;

  // Mail goes through the outbox table; its sender job (started below) delivers it.
  const mail = createMailOutbox({
    ...(data.kind === 'pg'
      ? pgMailOutbox(data.database.pool)
      : sqliteMailOutbox(data.database.sqlite)),
    mailer: createMailer({
      from: env.mail.from,
      smtpUrl: env.mail.smtpUrl,
      outboxDir: path.join(env.dataDir, 'outbox'),
    }),
    now: Date.now,
  });
  console.log(`Mail: ${mail.description}`);
  // Google and Facebook without credentials: a local test OpenID provider stands in for them.
  const standIns = SOCIAL_PROVIDERS.filter((name) => !env.social[name]);
  const testOidc = standIns.length
    ? await startTestOidcProvider({ port: env.social.testOidcPort, publicUrl: env.publicUrl })
    : null;
  if (testOidc) {
    console.log(
      `Social sign-in: test OpenID provider at ${testOidc.issuer} (stands in for ${standIns.join(', ')})`,
    );
  }
  // No PayPal credentials: the local sandbox takes payments that move no money (the one given,
  // whose webhook URL its owner sets, or one of this process's own).
  const sandbox =
    env.paypal.live || options.paypal
      ? null
      : await startPaypalSandbox({
          port: env.paypal.testPort,
          webhookUrl: `${env.publicUrl}${WEBHOOK_PATH}`,
          webhookDelayMs: 500,
        });
  const localPaypal = env.paypal.live ? null : (options.paypal ?? sandbox);
  if (localPaypal) {
    console.log(`Payments: PayPal test sandbox at ${localPaypal.url} (no real money moves)`);
  } else console.log(`Payments: PayPal at ${env.paypal.live!.apiUrl}`);
  // Web Push: VAPID keys (generated once into DATA_DIR/vapid.json unless configured) and the
  // in-process worker that sends queued notifications. Browsers bring their own push service;
  // the local one stands in for it in tests and demos (plain http on loopback).
  const vapid = loadOrCreateVapid(env.dataDir, env.push.vapid, env.push.subject);
  const pushService = options.pushOrigin
    ? null
    : await startPushService({ port: env.push.testPort });
  const testServiceOrigin = options.pushOrigin ?? new URL(pushService!.url).origin;
  console.log(
    pushService
      ? `Push: local test push service at ${pushService.url} (POST /subscriptions, GET /messages?endpoint=…)`
      : `Push: the test push service at ${testServiceOrigin}`,
  );
  const payments = paymentsFromEnv(env.paypal, localPaypal);
  const deps = {
    database,
    distDir,
    uploadsDir,
    blobs,
    secret: loadOrCreateSecret(env.dataDir, env.sessionSecret),
    publicUrl: env.publicUrl,
    publicUrlConfigured: env.publicUrlConfigured,
    now: Date.now,
    mail,
    mailLimits: { ...MAIL_LIMITS, global: env.mail.hourlyLimit },
    contactMailbox: env.mail.contactMailbox,
    trustProxy: env.trustProxy,
    uploads: env.uploads,
    social: socialProvidersFromEnv(env.social, testOidc),
    payments,
    push: { publicKey: vapid.publicKey, testServiceOrigin },
    mapTiles: env.mapTiles,
    sitemapUrlsPerFile: env.sitemapUrlsPerFile,
  };
  // one set of stores for the app and its jobs
  const stores = createStores(deps);
  const app = createApp(deps, stores);
  const pushWorker = createPushWorker({
    jobs: stores.pushJobs,
    // checks every endpoint again before sending: browsers' push services on public addresses,
    // or this local test service
    sender: createWebPushSender(vapid, { policy: { testServiceOrigin, resolve: systemResolve } }),
    now: Date.now,
  });
  pushWorker.start();
  // The daily backup into DATA_DIR/backups and the continuous replica copy the SQLite file; on
  // PostgreSQL its own replication and backups do that (docs/scaling.md)
  const backupJob =
    data.kind === 'sqlite'
      ? createBackupJob({
          sqlite: data.database.sqlite,
          dataDir: env.dataDir,
          blobs,
          now: Date.now,
          hour: env.backup.hour,
          retentionDays: env.backup.retentionDays,
        })
      : null;
  backupJob?.start();
  const replication =
    data.kind === 'sqlite' && env.replica
      ? startReplication({ databaseFile: data.file, target: env.replica, configDir: env.dataDir })
      : null;
  if (replication) console.log(`Replica: Litestream ships every change to ${env.replica!.url}`);
  // The jobs below may run in several instances on one PostgreSQL database: each takes its work
  // under a lock (SKIP LOCKED rows, an advisory lock) or does what is idempotent.
  // uploads that no notice took up within a day, and objects with no row, are deleted hourly
  const uploadSweeper = createUploadSweeper({
    images: stores.images,
    blobs,
    uploadsDir,
    now: Date.now,
  });
  uploadSweeper.start();
  // service requests close by date and age, offers expire, ended requests go after 90 days
  const requestSweeper = createRequestSweeper({
    store: stores.requestSweep,
    now: Date.now,
  });
  requestSweeper.start();
  // help pages last reviewed over a year ago: an admin alert each, checked daily
  const helpReview = createHelpReviewJob({
    help: stores.help,
    now: Date.now,
  });
  helpReview.start();
  // shared funeral planners unchanged for a year are deleted, daily
  const plannerSweeper = createPlannerSweeper({
    planner: stores.planner,
    now: Date.now,
  });
  plannerSweeper.start();
  // refunds the server decided on that PayPal has not confirmed yet
  const refundWorker = createRefundWorker({
    store: stores.payments.store,
    paypal: payments.paypal,
    now: Date.now,
  });
  refundWorker.start();
  mail.start();
  const server = await listen(app, env.port, env.host);
  console.log(`Küünal serves http://localhost:${server.port} (${data.description})`);

  return {
    port: server.port,
    async stop() {
      await server.close();
      await pushWorker.stop();
      await backupJob?.stop();
      await uploadSweeper.stop();
      await requestSweeper.stop();
      await helpReview.stop();
      await plannerSweeper.stop();
      await refundWorker.stop();
      await mail.stop();
      // after the last writes, so it ships them before the process ends
      await replication?.stop();
      await pushService?.close();
      await testOidc?.close();
      await sandbox?.close();
      await data.close();
    },
  };
}

/** SIGINT or SIGTERM stops the site, then the process (exit code 0). */
export function stopOnSignal(site: Site): void {
  const stop = async () => {
    await site.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/**
 * What a site has from its first start: the help and legal pages (the site's content, stored once
 * per page and language, with NO_DEMO=1 too) and, unless NO_DEMO=1, the demo content and accounts.
 * Safe on every start: each part writes only what is missing.
 */
async function fillSite(database: Database, env: Env, blobs: BlobStore): Promise<void> {
  seedHelpPages(database, Date.now());
  if (!env.seedDemo) return;
  const { created } = await seedDemo(database, { blobs });
  if (created) console.log('Seeded demo content.');
  if (await ensureDemoAdmin(database)) {
    console.log(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  }
  const articles = ensureDemoArticles(database);
  if (articles > 0) console.log(`Seeded ${articles} articles.`);
  if (await ensureDemoProvider(database)) {
    console.log(`Demo provider: ${DEMO_PROVIDER.email} / ${DEMO_PROVIDER.password}`);
  }
}

/** DATA_DIR's SQLite file, migrated and filled */
async function openSqliteData(env: Env, blobs: BlobStore) {
  const { database, file } = openDataDir(env.dataDir);
  await fillSite(database, env, blobs);
  return {
    kind: 'sqlite' as const,
    database,
    file,
    description: `data in ${env.dataDir}`,
    close: async () => void database.sqlite.close(),
  };
}

/**
 * The PostgreSQL database, migrated and, on its first start, filled (instances that start
 * together take turns: only the first fills)
 */
async function openPostgresData(url: string, env: Env, blobs: BlobStore) {
  const { database, filled } = await preparePostgres(url, (sqlite) => fillSite(sqlite, env, blobs));
  if (filled) {
    const rows = Object.values(filled).reduce((sum, n) => sum + n, 0);
    console.log(
      `Filled the empty PostgreSQL database: ${rows} rows in ${Object.keys(filled).length} tables.`,
    );
  }
  const where = new URL(url);
  return {
    kind: 'pg' as const,
    database,
    description: `data in PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}`,
    close: async () => {
      // the views counted but not yet written, and the list signal's own connection
      await closeNoticeStores(database.pool);
      await database.pool.end();
    },
  };
}
