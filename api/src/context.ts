import type { Database } from '#db/client';
import type { PostgresDatabase } from '#db/pg/client';
import type { Locale, Translate } from './lib/i18n';
import type { MapTiles } from './lib/map-tiles';
import type { BlobStore } from './services/blobs';
import type { MailOutbox } from './services/mail-outbox';
import type { PaymentsConfig } from './services/payments/config';
import type { UploadPolicy } from './routes/uploads/policy';
import type { Resolve } from './services/push/endpoints';
import type { MailLimits } from './stores/throttle';
import type { SocialProviders } from './services/social/providers';
import type { AuthUser } from './routes/auth/store';

/** What the app is built from: real parts, passed in so tests can give each a temp copy. */
export interface AppDeps {
  /** The embedded SQLite file (the default), or PostgreSQL when DATABASE_URL is set */
  database: Database | PostgresDatabase;
  /** Built PWA (vite's outDir): index.html and assets */
  distDir: string;
  /** The local folder uploads are received into (temporary files) and, on disk, kept in */
  uploadsDir: string;
  /** Where uploaded and seeded images' bytes live (disk or S3), served under /uploads */
  blobs: BlobStore;
  /** Signs visitor ids and CSRF tokens */
  secret: string;
  /** Public origin for absolute links, no trailing slash */
  publicUrl: string;
  /**
   * PUBLIC_URL was set (not the default http://localhost:PORT): page loads on any other host
   * are sent there; otherwise only loopback hosts are (middleware/origin.ts)
   */
  publicUrlConfigured?: boolean;
  /** Clock, so tests can move time (candle and reply limits) */
  now: () => number;
  /** Outgoing mail: queued with the change it belongs to, sent by the outbox's sender job */
  mail: MailOutbox;
  /** Where the contact form's messages go (CONTACT_MAILBOX; default info@kyynal.ee) */
  contactMailbox?: string;
  /** Mails the forms may cause an hour (per address, per visitor, site-wide); default MAIL_LIMITS */
  mailLimits?: MailLimits;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For */
  trustProxy: boolean;
  /** Upload limits per client and in all (default: DEFAULT_UPLOAD_POLICY) */
  uploads?: UploadPolicy;
  /** Reviewers' sign-in providers (real or the local test one); none when absent */
  social?: SocialProviders;
  /** PayPal (or the local sandbox standing in for it); without it orders cannot be paid */
  payments?: PaymentsConfig;
  /**
   * Web Push: the VAPID public key browsers subscribe with (without it GET /api/push/key is 503)
   * and the origin of the local test push service, the one plain-http endpoint accepted;
   * `resolve` looks endpoint hosts up (default: the system's DNS; tests answer themselves)
   */
  push?: { publicKey: string; testServiceOrigin?: string; resolve?: Resolve };
  /** The directory map's tile layer (MAP_TILE_URL); none: GET /api/map answers null */
  mapTiles?: MapTiles | null;
  /** URLs per sitemap file before /sitemap.xml becomes an index (default: 50,000, the maximum) */
  sitemapUrlsPerFile?: number;
}

export interface AppEnv {
  Variables: {
    locale: Locale;
    t: Translate;
    /** Random id from the visitor cookie */
    visitorId: string;
    /** Keyed hash of visitorId, stored with candles and replies */
    visitorHash: string;
    /** The request came without a (valid) visitor cookie: visitorId was issued just now */
    visitorIssued: boolean;
    /** Set by requireRole on protected routes */
    user: AuthUser;
  };
}
