/** PostgreSQL adapters: Accounts, sessions, sign-in, the throttle, the audit log and alerts, contact, push subscriptions and jobs */
import type { Stores } from '..';
import { unported, type PgStoreGroup } from './context';

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
> = () => ({
  health: unported<Stores['health']>('health'),
  audit: unported<Stores['audit']>('audit'),
  alerts: unported<Stores['alerts']>('alerts'),
  users: unported<Stores['users']>('users'),
  auth: unported<Stores['auth']>('auth'),
  contact: unported<Stores['contact']>('contact'),
  throttle: unported<Stores['throttle']>('throttle'),
  social: unported<Stores['social']>('social'),
  push: unported<Stores['push']>('push'),
  pushJobs: unported<Stores['pushJobs']>('pushJobs'),
});
