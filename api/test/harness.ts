/**
 * Test harness: a fresh SQLite file with the real migrations and EHAK geography, the real app
 * listening on a free loopback port, and visitors that keep their cookie and CSRF token.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hc } from 'hono/client';
import { afterAll, beforeAll } from 'vitest';
import webPush from 'web-push';
import { createApp, type AppType } from '#api/app';
import { visitorHash } from '#api/middleware/visitor';
import { createDiskBlobStore, type BlobStore } from '#api/services/blobs';
import { createMailer } from '#api/services/mail';
import { createUploadSweeper } from '#api/services/upload-sweeper';
import {
  createMailOutbox,
  type MailOutbox,
  type MailOutboxOptions,
} from '#api/services/mail-outbox';
import type { PaymentsConfig } from '#api/services/payments/config';
import { sqliteMailOutbox } from '#api/stores/mail-outbox';
import { pgMailOutbox } from '#api/stores/mail-outbox.pg';
import { createStores, type Stores } from '#api/stores';
import { closeNoticeStores } from '#api/stores/pg/notices';
import type { MailLimits } from '#api/stores/throttle';
import {
  createPushWorker,
  createWebPushSender,
  type PushSender,
  type PushWorker,
  type VapidConfig,
} from '#api/services/push';
import { DEFAULT_UPLOAD_POLICY, type UploadPolicy } from '#api/routes/uploads/policy';
import { listen, type RunningServer } from '#api/server';
import type { SocialProviders } from '#api/services/social/providers';
import type { MapTiles } from '#api/lib/map-tiles';
import type { Database } from '#db/client';
import type { PostgresDatabase } from '#db/pg/client';
import { openTestDatabase, sqliteOnly, type TestSql } from './test-database';
import { tableResolver, TEST_DNS } from './push-dns';
import type { Resolve } from '#api/services/push';
import { startSmtpCatcher, type SmtpCatcher } from '#scripts/services/smtp-catcher';

/** A stand-in for the built index.html: the same head and placeholder markers vite's build keeps. */
export const TEST_TEMPLATE = `<!doctype html><html lang="et"><head><meta charset="UTF-8"><title>Küünal</title>
<!--app-head--></head><body><div id="root"><!--app-placeholder--><div class="app-loading">Küünal</div><!--/app-placeholder--></div></body></html>`;

export interface TestServer {
  /** Which database this server runs on */
  adapter: 'sqlite' | 'pg';
  /** SQL on its database, on either adapter: what tests read and arrange data with */
  sql: TestSql;
  /** The app's stores (on either adapter): arranging what the API cannot (an admin), jobs' ports */
  stores: Stores;
  /** The SQLite database; on PostgreSQL any use fails (the test is SQLite-only: use `sql`) */
  database: Database;
  /** The PostgreSQL database (its pool), on pg; null on SQLite */
  postgres: PostgresDatabase | null;
  base: string;
  dir: string;
  /** Moves the app's clock forward */
  advance: (ms: number) => void;
  now: () => number;
  visitor: () => Promise<Visitor>;
  /** The app's VAPID keys (generated per server) */
  vapid: VapidConfig;
  /** The push worker, when options.push started one */
  pushWorker: PushWorker | null;
  /** The mail outbox the app queues into; its sender runs unless options.mail.start is false */
  mail: MailOutbox;
  /** The app's image store (disk under DIR/uploads unless options.blobs) */
  blobs: BlobStore;
  /** An upload sweeper on the app's images and blobs, on the harness clock */
  uploadSweeper: () => ReturnType<typeof createUploadSweeper>;
  /** Builds another outbox on this database (a "restarted" sender), on the harness clock */
  mailOutbox: (options?: MailSenderOptions) => MailOutbox;
  /** Cuts the app off its database (SQLite's connection closed, the PostgreSQL pool ended) */
  breakDatabase: () => Promise<void>;
  close: () => Promise<void>;
}

type MailSenderOptions = Partial<
  Pick<MailOutboxOptions, 'tickMs' | 'backoffBaseMs' | 'maxAttempts'>
> & {
  /** Another SMTP server than the app's (a restarted sender that reaches another one) */
  smtpUrl?: string;
};

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac';

/**
 * How long starting a test server (its database from the template, the app, a first visitor)
 * may take in a beforeAll: well under a second alone, many seconds beside a bench and other
 * suites; its own bound, sized for a slow, busy machine, rather than the 10 s hook default.
 */
export const START_BOUND_MS = 60_000;

export interface TestServerOptions {
  /** Send mail to this SMTP server (e.g. a smtp-catcher); default: DATA_DIR/outbox files */
  smtpUrl?: string;
  /** Trust X-Forwarded-For, so a test can speak from several client addresses */
  trustProxy?: boolean;
  /** Social sign-in providers (e.g. the local test OpenID provider); default: none */
  social?: SocialProviders;
  /** PayPal, e.g. the local sandbox (paymentsFromEnv); default: none, orders cannot be paid */
  payments?: PaymentsConfig;
  /** The local push service's origin: the only plain-http subscription endpoint accepted */
  pushServiceOrigin?: string;
  /** Upload limits; default DEFAULT_UPLOAD_POLICY without the free-space floor */
  uploads?: Partial<UploadPolicy>;
  /** Looks push endpoint hosts up; default: TEST_DNS, so no query leaves the machine */
  pushResolve?: Resolve;
  /** The mail sender: false leaves mails queued (a crash before sending); default: it runs */
  mail?: MailSenderOptions & { start?: boolean };
  /** Mails the forms may cause an hour; default MAIL_LIMITS */
  mailLimits?: MailLimits;
  /** Where the contact form mails to (default: the app's, info@kyynal.ee) */
  contactMailbox?: string;
  /** Start the push worker on the harness clock (fast tick); default: jobs are queued, never sent */
  push?: { tickMs?: number; backoffBaseMs?: number; sender?: (real: PushSender) => PushSender };
  /** URLs per sitemap file (default: the protocol's 50,000) */
  sitemapUrlsPerFile?: number;
  /** Serve this data directory (e.g. a restored backup) instead of a fresh one; removed on close */
  dataDir?: string;
  /** Where images' bytes go (e.g. S3 on a local s3rver); default: the disk under DIR/uploads */
  blobs?: BlobStore;
  /** The map's tile layer (MAP_TILE_URL); default: none */
  mapTiles?: MapTiles;
}

export async function startTestServer(
  start = Date.parse('2026-06-15T09:00:00Z'),
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kyynal-api-'));
  const db = await openTestDatabase(dir, options.dataDir !== undefined);
  const distDir = path.join(dir, 'dist');
  const uploadsDir = path.join(dir, 'uploads');
  mkdirSync(distDir, { recursive: true });
  mkdirSync(uploadsDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), TEST_TEMPLATE);
  const blobs = options.blobs ?? createDiskBlobStore(uploadsDir);
  let clock = start;
  const resolve = options.pushResolve ?? tableResolver(TEST_DNS);
  const vapid: VapidConfig = { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@kyynal.test' };
  const mailOutbox = ({ smtpUrl = options.smtpUrl, ...mail }: MailSenderOptions = {}) =>
    createMailOutbox({
      ...(db.pg ? pgMailOutbox(db.pg.pool) : sqliteMailOutbox(db.sqlite!.sqlite)),
      mailer: createMailer({
        from: 'Küünal <test@kyynal.test>',
        smtpUrl,
        outboxDir: path.join(dir, 'outbox'),
      }),
      now: () => clock,
      tickMs: 50,
      ...mail,
    });
  const { start: startMail = true, ...mailOptions } = options.mail ?? {};
  const mail = mailOutbox(mailOptions);
  const deps = {
    database: db.pg ?? db.sqlite!,
    distDir,
    uploadsDir,
    blobs,
    secret: TEST_SECRET,
    publicUrl: 'https://kyynal.test',
    now: () => clock,
    mail,
    mailLimits: options.mailLimits,
    contactMailbox: options.contactMailbox,
    trustProxy: options.trustProxy ?? false,
    uploads: { ...DEFAULT_UPLOAD_POLICY, minFreeBytes: 0, ...options.uploads },
    social: options.social,
    payments: options.payments,
    push: { publicKey: vapid.publicKey, testServiceOrigin: options.pushServiceOrigin, resolve },
    sitemapUrlsPerFile: options.sitemapUrlsPerFile,
    mapTiles: options.mapTiles,
  };
  const stores = createStores(deps);
  const app = createApp(deps, stores);
  const server: RunningServer = await listen(app, 0);
  if (startMail) mail.start();
  let pushWorker: PushWorker | null = null;
  if (options.push) {
    const real = createWebPushSender(vapid, {
      timeoutMs: 2000,
      policy: { testServiceOrigin: options.pushServiceOrigin, resolve },
    });
    pushWorker = createPushWorker({
      jobs: stores.pushJobs,
      sender: options.push.sender ? options.push.sender(real) : real,
      now: () => clock,
      tickMs: options.push.tickMs ?? 20,
      backoffBaseMs: options.push.backoffBaseMs ?? 1000,
    });
    pushWorker.start();
  }
  const base = `http://127.0.0.1:${server.port}`;
  return {
    adapter: db.pg ? 'pg' : 'sqlite',
    sql: db.sql,
    stores,
    database: db.sqlite ?? sqliteOnly(),
    postgres: db.pg,
    base,
    dir,
    advance: (ms) => (clock += ms),
    now: () => clock,
    visitor: () => Visitor.arrive(base),
    vapid,
    pushWorker,
    mail,
    mailOutbox,
    blobs,
    uploadSweeper: () =>
      createUploadSweeper({
        images: stores.images,
        blobs,
        uploadsDir,
        now: () => clock,
        log: () => {},
      }),
    breakDatabase: async () => {
      if (db.pg) {
        await closeNoticeStores(db.pg.pool);
        await db.pg.pool.end();
      } else db.sqlite!.sqlite.close();
    },
    close: async () => {
      await pushWorker?.stop();
      await mail.stop();
      await server.close();
      // the views counted and not yet written, the LISTEN connection (unless breakDatabase did)
      if (db.pg && !db.pg.pool.ended) await closeNoticeStores(db.pg.pool);
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The API as Hono's typed client sees it (`api.notices[':id'].$get(...)`), paths under /api. */
export type ApiClient = ReturnType<typeof hc<AppType>>['api'];

export interface TestServerInUse {
  server: TestServer;
  /** The visitor who arrived when the server started (cookie and CSRF token) */
  visitor: Visitor;
  /** That visitor's typed client */
  api: ApiClient;
}

/**
 * The test server of the file (or describe block) it is called in: beforeAll starts it and lets
 * one visitor arrive, afterAll closes it. Its parts are used inside hooks and tests, once
 * started; `options` may be a function when they depend on something another beforeAll made
 * first (an SMTP catcher's URL).
 *
 *   const { server, visitor, api } = useTestServer({ trustProxy: true });
 */
export function useTestServer(
  options: TestServerOptions | (() => TestServerOptions) = {},
): TestServerInUse {
  let running: TestServerInUse | undefined;
  beforeAll(async () => {
    const server = await startTestServer(
      undefined,
      typeof options === 'function' ? options() : options,
    );
    const visitor = await server.visitor();
    running = { server, visitor, api: visitor.client() };
  }, START_BOUND_MS);
  afterAll(() => running?.server.close());
  const part = <K extends keyof TestServerInUse>(key: K) =>
    late(key, () => running?.[key]) as TestServerInUse[K];
  return { server: part('server'), visitor: part('visitor'), api: part('api') };
}

/**
 * useTestServer whose mail goes to a local SMTP catcher, started before the server and closed
 * after it; `options` adds to the server's (or overrides its smtpUrl).
 */
export function useMailedTestServer(
  options: () => TestServerOptions = () => ({}),
): TestServerInUse & { smtp: SmtpCatcher } {
  let smtp: SmtpCatcher | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp?.close());
  const inUse = useTestServer(() => ({ smtpUrl: smtp!.url, ...options() }));
  return { ...inUse, smtp: late('smtp', () => smtp) as SmtpCatcher };
}

/**
 * Stands for a value that exists only once beforeAll has run: reads are passed on to it (hc's
 * client is itself a proxy of paths, so its parts are passed on as they are, unbound).
 */
function late(name: string, current: () => object | undefined): object {
  return new Proxy(function late() {}, {
    get(_target, key) {
      // not a promise: `await`ing it (or returning it from an async function) looks for `then`
      if (key === 'then') return undefined;
      const value = current();
      if (!value) throw new Error(`useTestServer: ${name} is used before beforeAll started it`);
      return Reflect.get(value, key, value);
    },
    apply(_target, _this, args) {
      const value = current();
      if (typeof value !== 'function') throw new Error(`useTestServer: ${name} is not callable`);
      return Reflect.apply(value, undefined, args);
    },
  });
}

/** A browser-like client: gets its visitor cookie and CSRF token first, then sends both. */
export class Visitor {
  private constructor(
    private readonly base: string,
    readonly cookie: string,
    readonly token: string,
  ) {}

  /** The keyed hash the server stores for this visitor (uploads, candles, replies) */
  get hash(): string {
    return visitorHash(TEST_SECRET, this.cookie.slice(this.cookie.indexOf('=') + 1));
  }

  static async arrive(base: string): Promise<Visitor> {
    const res = await fetch(`${base}/api/csrf`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { token } = (await res.json()) as { token: string };
    return new Visitor(base, cookie, token);
  }

  /** Hono's client typed from AppType, sending what `send` sends (cookie, CSRF token) */
  client(headers: Record<string, string> = {}): ApiClient {
    return hc<AppType>(this.base, {
      headers: {
        cookie: this.cookie,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': this.token,
        ...headers,
      },
      init: { redirect: 'manual' },
    }).api;
  }

  get(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(this.base + pathAndQuery, {
      headers: { cookie: this.cookie, ...headers },
      redirect: 'manual',
    });
  }

  post(
    pathAndQuery: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.send('POST', pathAndQuery, body, headers);
  }

  /** A write as the PWA sends it: JSON body, cookie, X-Requested-With and the CSRF token. */
  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    pathAndQuery: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return fetch(this.base + pathAndQuery, {
      method,
      headers: {
        cookie: this.cookie,
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': this.token,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
}
