/** PostgreSQL adapters: Accounts, sessions, sign-in, the throttle, the audit log and alerts, contact, push subscriptions and jobs */
import { createPgAuthStore } from '../../routes/auth/auth-store.pg';
import { createPgUserStore } from '../../routes/auth/store.pg';
import { createPgContactStore } from '../../routes/contact/store.pg';
import { createPgPushJobStore } from '../../routes/push/jobs-store.pg';
import { createPgPushStore } from '../../routes/push/store.pg';
import { createPgSocialStore } from '../../routes/social/store.pg';
import { createPgAlertStore } from '../alerts.pg';
import { createPgAuditLog } from '../audit.pg';
import { createPgHealthStore } from '../health.pg';
import type { PgStoreGroup } from './context';

export const accountsStores: PgStoreGroup<
  | 'health'
  | 'audit'
  | 'alerts'
  | 'users'
  | 'auth'
  | 'contact'
  | 'throttle'
  | 'social'
  | 'push'
  | 'pushJobs'
> = ({ pool, throttle, deps }) => ({
  health: createPgHealthStore(pool),
  audit: createPgAuditLog(pool),
  alerts: createPgAlertStore(pool),
  users: createPgUserStore(pool),
  auth: createPgAuthStore(pool, throttle, deps.mail),
  contact: createPgContactStore(pool, throttle, deps.mail),
  throttle: throttle.port,
  social: createPgSocialStore(pool),
  push: createPgPushStore(pool),
  pushJobs: createPgPushJobStore(pool, deps),
});
