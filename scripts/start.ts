/**
 * `npm start`: builds the PWA if it is missing or older than its sources, migrates the database,
 * loads the EHAK geography, seeds demo content into an empty database, and serves everything
 * from one process on PORT (default 3000).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../api/src/app';
import { loadEnv } from '../api/src/env';
import { loadOrCreateSecret } from '../api/src/lib/secret';
import { WEBHOOK_PATH } from '../api/src/routes/payments/paypal';
import { listen } from '../api/src/server';
import { DEMO_ADMIN, ensureDemoAdmin } from '../api/src/services/admin-account';
import { createMailer } from '../api/src/services/mail';
import { paymentsFromEnv } from '../api/src/services/payments/config';
import { createPushWorker, createWebPushSender, loadOrCreateVapid } from '../api/src/services/push';
import { socialProvidersFromEnv } from '../api/src/services/social/providers';
import { SOCIAL_PROVIDERS } from '../db/domain/auth';
import { seedDemo } from '../db/seed';
import { openDataDir } from '../db/setup';
import { startTestOidcProvider } from './services/oidc-provider';
import { startPaypalSandbox } from './services/paypal-sandbox';
import { startPushService } from './services/push-service';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');
const BUILD_INPUTS = ['pwa', 'db/domain', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'e2e') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function ensureBuilt(): void {
  const built = newestMtime(path.join(distDir, 'index.html'));
  const sources = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(root, p))));
  if (built > 0 && built >= sources) return;
  console.log(built ? 'Sources changed: rebuilding the PWA…' : 'Building the PWA…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  const env = loadEnv();
  // `npm run dev` serves the PWA from vite's dev server instead
  if (!process.argv.includes('--no-build')) ensureBuilt();
  const { database } = openDataDir(env.dataDir);
  const uploadsDir = path.join(env.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  if (env.seedDemo) {
    const { created } = await seedDemo(database, { uploadsDir });
    if (created) console.log('Seeded demo content.');
    if (await ensureDemoAdmin(database)) {
      console.log(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    }
  }

  const mailer = createMailer({
    from: env.mail.from,
    smtpUrl: env.mail.smtpUrl,
    outboxDir: path.join(env.dataDir, 'outbox'),
  });
  console.log(`Mail: ${mailer.description}`);
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
  // No PayPal credentials: the local sandbox takes payments that move no money.
  const sandbox = env.paypal.live
    ? null
    : await startPaypalSandbox({
        port: env.paypal.testPort,
        webhookUrl: `${env.publicUrl}${WEBHOOK_PATH}`,
        webhookDelayMs: 500,
      });
  if (sandbox) console.log(`Payments: PayPal test sandbox at ${sandbox.url} (no real money moves)`);
  else console.log(`Payments: PayPal at ${env.paypal.live!.apiUrl}`);
  // Web Push: VAPID keys (generated once into DATA_DIR/vapid.json unless configured) and the
  // in-process worker that sends queued notifications. Browsers bring their own push service;
  // the local one stands in for it in tests and demos (plain http on loopback).
  const vapid = loadOrCreateVapid(env.dataDir, env.push.vapid, env.push.subject);
  const pushService = await startPushService({ port: env.push.testPort });
  console.log(
    `Push: local test push service at ${pushService.url} (POST /subscriptions, GET /messages?endpoint=…)`,
  );
  const app = createApp({
    database,
    distDir,
    uploadsDir,
    secret: loadOrCreateSecret(env.dataDir, env.sessionSecret),
    publicUrl: env.publicUrl,
    publicUrlConfigured: env.publicUrlConfigured,
    now: Date.now,
    mailer,
    trustProxy: env.trustProxy,
    social: socialProvidersFromEnv(env.social, testOidc),
    payments: paymentsFromEnv(env.paypal, sandbox),
    push: { publicKey: vapid.publicKey, testServiceOrigin: new URL(pushService.url).origin },
  });
  const pushWorker = createPushWorker({
    sqlite: database.sqlite,
    sender: createWebPushSender(vapid),
    now: Date.now,
  });
  pushWorker.start();
  const server = await listen(app, env.port, env.host);
  console.log(`Küünal serves http://localhost:${server.port} (data in ${env.dataDir})`);

  const stop = async () => {
    await server.close();
    await pushWorker.stop();
    await pushService.close();
    await testOidc?.close();
    await sandbox?.close();
    database.sqlite.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Run `npm install` first.');
  process.exit(1);
}
await main();
