/**
 * One app instance of `npm run test:cluster`, a process of its own: the real app (createApp over
 * createStores on DATABASE_URL, its push worker and mail outbox) as scripts/start.ts builds it,
 * except that the stand-ins for PayPal and the browsers' push service are the runner's, shared
 * by both instances (CLUSTER_PAYPAL, CLUSTER_PUSH_ORIGIN): an order made on one instance may be
 * captured by the other, a push job queued by one may be sent by the other. Prints
 * `Küünal serves http://localhost:PORT` when it listens, like npm start.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../../api/src/app';
import { loadEnv } from '../../api/src/env';
import { listen } from '../../api/src/server';
import { createBlobStore } from '../../api/src/services/blobs';
import { createMailer } from '../../api/src/services/mail';
import { createMailOutbox } from '../../api/src/services/mail-outbox';
import { paymentsFromEnv, type LocalPaypal } from '../../api/src/services/payments/config';
import {
  createPushWorker,
  createWebPushSender,
  loadOrCreateVapid,
  systemResolve,
} from '../../api/src/services/push';
import { createStores } from '../../api/src/stores';
import { pgMailOutbox } from '../../api/src/stores/mail-outbox.pg';
import { MAIL_LIMITS } from '../../api/src/stores/throttle';
import { preparePostgres } from '../../db/pg/setup';
import { seedDemo } from '../../db/seed';
import { seedHelpPages } from '../../db/seed/help-pages';
import { distDir } from '../pwa-build';

const env = loadEnv();
if (!env.databaseUrl) throw new Error('DATABASE_URL is required');
const paypal = JSON.parse(process.env.CLUSTER_PAYPAL ?? 'null') as LocalPaypal | null;
const testServiceOrigin = process.env.CLUSTER_PUSH_ORIGIN;
if (!paypal || !testServiceOrigin)
  throw new Error('CLUSTER_PAYPAL and CLUSTER_PUSH_ORIGIN are required');

const uploadsDir = path.join(env.dataDir, 'uploads');
mkdirSync(uploadsDir, { recursive: true });
const blobs = createBlobStore(env.s3, uploadsDir);
// the first instance fills the empty database (help pages, demo notices); the other waits
const { database } = await preparePostgres(env.databaseUrl, async (sqlite) => {
  seedHelpPages(sqlite, Date.now());
  if (env.seedDemo) await seedDemo(sqlite, { blobs });
});
const mail = createMailOutbox({
  ...pgMailOutbox(database.pool),
  mailer: createMailer({
    from: env.mail.from,
    smtpUrl: env.mail.smtpUrl,
    outboxDir: path.join(env.dataDir, 'outbox'),
  }),
  now: Date.now,
});
const vapid = loadOrCreateVapid(env.dataDir, env.push.vapid, env.push.subject);
const deps = {
  database,
  distDir,
  uploadsDir,
  blobs,
  secret: env.sessionSecret!,
  publicUrl: env.publicUrl,
  publicUrlConfigured: env.publicUrlConfigured,
  now: Date.now,
  mail,
  mailLimits: { ...MAIL_LIMITS, global: env.mail.hourlyLimit },
  trustProxy: env.trustProxy,
  uploads: env.uploads,
  payments: paymentsFromEnv(env.paypal, paypal),
  push: { publicKey: vapid.publicKey, testServiceOrigin },
};
const stores = createStores(deps);
const app = createApp(deps, stores);
const pushWorker = createPushWorker({
  jobs: stores.pushJobs,
  sender: createWebPushSender(vapid, { policy: { testServiceOrigin, resolve: systemResolve } }),
  now: Date.now,
});
pushWorker.start();
mail.start();
const server = await listen(app, env.port, '127.0.0.1');
console.log(`Küünal serves http://localhost:${server.port}`);

const stop = async () => {
  await server.close();
  await pushWorker.stop();
  await mail.stop();
  await database.pool.end();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
