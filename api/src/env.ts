/** The only reader of process.env on the server side: validated once, typed everywhere. */
import path from 'node:path';
import { z } from 'zod';
import { type MapTiles, mapTilesFromEnv } from './lib/map-tiles';
import type { UploadPolicy } from './routes/uploads/policy';
import type { ReplicaTarget } from './services/replica';
import type { S3Config } from './services/blobs/s3';

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Public origin for absolute links (Open Graph, e-mails); defaults to http://localhost:PORT */
  PUBLIC_URL: z.url().optional(),
  /**
   * postgres://user:password@host:5432/database: the app's data in PostgreSQL (several instances
   * may share it) instead of DATA_DIR's SQLite file; then SESSION_SECRET and VAPID_* are required
   */
  DATABASE_URL: optional,
  /** Secret for visitor and CSRF tokens; generated into DATA_DIR when absent */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Set to 1 to skip seeding demo content on an empty database */
  NO_DEMO: z.enum(['0', '1']).default('0'),
  /** Set to 1 behind a reverse proxy: the client address is the last X-Forwarded-For hop */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** smtp://user:pass@host:port or smtps://…; without it mails go to DATA_DIR/outbox */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Küünal <teated@kyynal.ee>'),
  /** Mails the site's forms may cause in an hour, all visitors together; then an admin alert */
  MAIL_HOURLY_LIMIT: z.coerce.number().int().min(1).default(300),
  /** The mailbox the contact form (/kontakt) writes to */
  CONTACT_MAILBOX: z.email().default('info@kyynal.ee'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  FACEBOOK_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z
    .url()
    .default('https://graph.facebook.com/v21.0/me?fields=id,name,email,picture'),
  /** Port of the local OpenID provider that stands in for unconfigured social providers */
  TEST_OIDC_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  /** PayPal REST base URL: https://api-m.sandbox.paypal.com for PayPal's own sandbox */
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),
  /** The id PayPal gave our webhook; needed to verify webhook signatures */
  PAYPAL_WEBHOOK_ID: optional,
  /** Port of the local PayPal sandbox that `npm start` runs when PayPal is not configured */
  TEST_PAYPAL_PORT: z.coerce.number().int().min(0).max(65_535).default(3002),
  /** Web Push VAPID key pair (base64url); generated into DATA_DIR/vapid.json when absent */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /** Contact the push services see in our VAPID JWTs: mailto: or https: */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/)
    .default('mailto:info@kyynal.ee'),
  /** Port of the local push service (a stand-in browser push service) that `npm start` runs */
  TEST_PUSH_PORT: z.coerce.number().int().min(0).max(65_535).default(3003),
  /** Hour (Tallinn time, 0–23) from which the daily backup into DATA_DIR/backups is due; off: none */
  BACKUP_HOUR: z.union([z.literal('off'), z.coerce.number().int().min(0).max(23)]).default(3),
  /** Backups older than this many days are deleted after each daily backup (the newest is kept) */
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /**
   * A continuous copy of the database by Litestream: file:///absolute/dir or s3://bucket/path
   * (with S3_ENDPOINT, S3_REGION and the S3_* keys below); empty: none
   */
  LITESTREAM_REPLICA: optional.pipe(
    z
      .string()
      .regex(/^(file:\/\/\/|s3:\/\/)\S+$/, 'file:///absolute/dir or s3://bucket/path')
      .optional(),
  ),
  /** Image uploads a client address may make an hour (on top of 30 per visitor cookie) */
  UPLOADS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  /** Megabytes of stored images a client address may add an hour */
  UPLOAD_MB_PER_HOUR: z.coerce.number().min(1).default(50),
  /** Uploads received at once: in all, and from one client address */
  UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).default(8),
  UPLOADS_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(1).default(2),
  /** Uploads are refused (507) while the uploads directory's file system has less free space */
  UPLOAD_MIN_FREE_MB: z.coerce.number().min(0).default(512),
  /** Uploaded images on S3-compatible storage (decision 0044): the bucket; without it: DATA_DIR/uploads */
  S3_BUCKET: optional,
  /** Another service than AWS (MinIO, Garage, R2…), e.g. http://127.0.0.1:9000: path-style addressing */
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** URLs per sitemap file; past it /sitemap.xml is an index of /sitemap-N.xml (protocol max 50,000) */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** The directory map's tile layer, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; empty: none */
  MAP_TILE_URL: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\/\S+$/)
      .optional(),
  ),
  /** The tile provider's attribution; default "© OpenStreetMap contributors" for its servers */
  MAP_TILE_ATTRIBUTION: optional,
});

const MB = 1024 * 1024;

export interface OAuthClientEnv {
  clientId: string;
  clientSecret: string;
}

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** PUBLIC_URL was set, not defaulted */
  publicUrlConfigured: boolean;
  /** PostgreSQL (DATABASE_URL); null: the embedded SQLite file in DATA_DIR */
  databaseUrl: string | null;
  sessionSecret: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  mail: { smtpUrl: string | undefined; from: string; hourlyLimit: number; contactMailbox: string };
  social: {
    /** null: not configured, the local test provider stands in */
    google: (OAuthClientEnv & { issuer: string }) | null;
    facebook:
      (OAuthClientEnv & { authorizeUrl: string; tokenUrl: string; userinfoUrl: string }) | null;
    testOidcPort: number;
  };
  paypal: {
    /** null: not configured, the local sandbox stands in */
    live: (OAuthClientEnv & { apiUrl: string; webhookId: string | undefined }) | null;
    testPort: number;
  };
  uploads: UploadPolicy;
  push: {
    /** null: not configured, a key pair is generated into DATA_DIR/vapid.json */
    vapid: { publicKey: string; privateKey: string } | null;
    subject: string;
    testPort: number;
  };
  /** The directory map's tile layer; null: only the shipped county outlines */
  mapTiles: MapTiles | null;
  /** URLs per sitemap file before /sitemap.xml becomes an index */
  sitemapUrlsPerFile: number;
  /** null: uploads on the local disk (DATA_DIR/uploads) */
  s3: S3Config | null;
  backup: {
    /** null: no daily backup */
    hour: number | null;
    retentionDays: number;
  };
  /** The continuous copy of the database (Litestream); null: none */
  replica: ReplicaTarget | null;
}

/**
 * With DATABASE_URL several instances serve one site: a secret one instance generated into its
 * own DATA_DIR would not be the others' (a visitor's cookie, a browser's push subscription would
 * work on one instance only), and the SQLite-file services have nothing to copy.
 */
function refuseInstanceSecrets(env: z.infer<typeof envSchema>): void {
  const problems: string[] = [];
  if (!env.SESSION_SECRET) {
    problems.push('SESSION_SECRET (32+ characters, the same on every instance)');
  }
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)');
  }
  if (problems.length > 0) {
    throw new Error(
      `Invalid environment:\n  DATABASE_URL is set, so every instance must be given the same secrets: ${problems.join('; ')}`,
    );
  }
  if (env.LITESTREAM_REPLICA) {
    throw new Error(
      "Invalid environment:\n  LITESTREAM_REPLICA copies the SQLite file, which DATABASE_URL replaces: use PostgreSQL's own replication (docs/scaling.md)",
    );
  }
}

function client(id: string | undefined, secret: string | undefined): OAuthClientEnv | null {
  return id && secret ? { clientId: id, clientSecret: secret } : null;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const s3Keys = client(env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY);
  // the endpoint and keys also serve an s3:// LITESTREAM_REPLICA, with uploads left on disk
  const s3Replica = env.LITESTREAM_REPLICA?.startsWith('s3://') ?? false;
  if ((env.S3_BUCKET || s3Replica) && !s3Keys) {
    throw new Error(
      `Invalid environment:\n  ${env.S3_BUCKET ? 'S3 storage (S3_BUCKET)' : 'An s3:// LITESTREAM_REPLICA'} needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT unless it is AWS)`,
    );
  }
  if (env.S3_ENDPOINT && !env.S3_BUCKET && !s3Replica) {
    throw new Error(
      'Invalid environment:\n  S3_ENDPOINT is set but nothing uses it: set S3_BUCKET (uploads) or an s3:// LITESTREAM_REPLICA',
    );
  }
  if (env.DATABASE_URL) refuseInstanceSecrets(env);
  const mapTiles = (() => {
    try {
      return mapTilesFromEnv(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION);
    } catch (err) {
      throw new Error(`Invalid environment:\n  ${(err as Error).message}`);
    }
  })();
  const google = client(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const facebook = client(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    databaseUrl: env.DATABASE_URL ?? null,
    sessionSecret: env.SESSION_SECRET,
    seedDemo: env.NO_DEMO === '0',
    trustProxy: env.TRUST_PROXY === '1',
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      hourlyLimit: env.MAIL_HOURLY_LIMIT,
      contactMailbox: env.CONTACT_MAILBOX,
    },
    social: {
      google: google && { ...google, issuer: env.GOOGLE_ISSUER },
      facebook: facebook && {
        ...facebook,
        authorizeUrl: env.FACEBOOK_AUTHORIZE_URL,
        tokenUrl: env.FACEBOOK_TOKEN_URL,
        userinfoUrl: env.FACEBOOK_USERINFO_URL,
      },
      testOidcPort: env.TEST_OIDC_PORT,
    },
    paypal: {
      live: (() => {
        const paypal = client(env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET);
        return (
          paypal && { ...paypal, apiUrl: env.PAYPAL_API_URL, webhookId: env.PAYPAL_WEBHOOK_ID }
        );
      })(),
      testPort: env.TEST_PAYPAL_PORT,
    },
    uploads: {
      perAddressHourly: env.UPLOADS_PER_HOUR_PER_ADDRESS,
      bytesPerHour: Math.round(env.UPLOAD_MB_PER_HOUR * MB),
      inFlight: env.UPLOADS_IN_FLIGHT,
      inFlightPerClient: env.UPLOADS_IN_FLIGHT_PER_CLIENT,
      minFreeBytes: Math.round(env.UPLOAD_MIN_FREE_MB * MB),
    },
    mapTiles,
    sitemapUrlsPerFile: env.SITEMAP_URLS_PER_FILE,
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      subject: env.VAPID_SUBJECT,
      testPort: env.TEST_PUSH_PORT,
    },
    s3:
      env.S3_BUCKET && s3Keys
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: s3Keys.clientId,
            secretAccessKey: s3Keys.clientSecret,
          }
        : null,
    backup: {
      hour: env.BACKUP_HOUR === 'off' ? null : env.BACKUP_HOUR,
      retentionDays: env.BACKUP_RETENTION_DAYS,
    },
    replica: env.LITESTREAM_REPLICA
      ? {
          url: env.LITESTREAM_REPLICA,
          s3: s3Keys && {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: s3Keys.clientId,
            secretAccessKey: s3Keys.clientSecret,
          },
        }
      : null,
  };
}
