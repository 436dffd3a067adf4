import type { TFunction } from 'i18next';
import type { Database } from '../../db/client';
import type { Locale } from './lib/i18n';
import type { Mailer } from './services/mail';
import type { PaymentsConfig } from './services/payments/config';
import type { SocialProviders } from './services/social/providers';
import type { AuthUser } from './services/users';

/** What the app is built from: real parts, passed in so tests can give each a temp copy. */
export interface AppDeps {
  database: Database;
  /** Built PWA (vite's outDir): index.html and assets */
  distDir: string;
  /** Uploaded and seeded images, served under /uploads */
  uploadsDir: string;
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
  mailer: Mailer;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For */
  trustProxy: boolean;
  /** Reviewers' sign-in providers (real or the local test one); none when absent */
  social?: SocialProviders;
  /** PayPal (or the local sandbox standing in for it); without it orders cannot be paid */
  payments?: PaymentsConfig;
  /**
   * Web Push: the VAPID public key browsers subscribe with (without it GET /api/push/key is 503)
   * and the origin of the local test push service, the one plain-http endpoint accepted
   */
  push?: { publicKey: string; testServiceOrigin?: string };
}

export interface AppEnv {
  Variables: {
    locale: Locale;
    t: TFunction;
    /** Random id from the visitor cookie */
    visitorId: string;
    /** Keyed hash of visitorId, stored with candles and replies */
    visitorHash: string;
    /** Set by requireRole on protected routes */
    user: AuthUser;
  };
}
