/**
 * Signing up, signing in and password resets on PostgreSQL (auth-store.ts is the SQLite twin and
 * holds the rules): each use case one transaction, with the throttle's keys it reads locked
 * (advisory, until the commit), so parallel registrations from one address cannot all pass its
 * last free one, nor parallel reset requests an e-mail's last reset mail.
 */
import type pg from 'pg';
import type { MailOutbox } from '../../services/mail-outbox';
import { enqueueMail } from '../../stores/mail-queue.pg';
import type { Port } from '../../stores/port';
import { transaction } from '../../stores/pg/sql';
import type { PgThrottle } from '../../stores/throttle.pg';
import {
  LOGIN_RULE,
  REGISTER_RULE,
  resetChecks,
  type createAuthStore,
  type Throttled,
} from './auth-store';
import {
  completeResetIn,
  createResetIn,
  findByEmailIn,
  insertUserIn,
  openSessionIn,
} from './store.pg';
import { normaliseEmail } from './store';

type AuthStore = ReturnType<typeof createAuthStore>;

export function createPgAuthStore(
  pool: pg.Pool,
  throttle: PgThrottle,
  outbox: Pick<MailOutbox, 'kick'>,
): Port<AuthStore> {
  return {
    register: (account, address, now, userAgent) =>
      transaction(pool, async (q) => {
        const wait = await throttle.blockedForIn(q, REGISTER_RULE, [address], now);
        if (wait) return { throttled: 'register', wait } satisfies Throttled;
        const { name, email, passwordHash, role } = account;
        const id = await insertUserIn(q, name, email, passwordHash, role);
        if (id === null) return { taken: true as const };
        await throttle.recordIn(q, REGISTER_RULE, [address], now);
        return { session: (await openSessionIn(q, id, now, userAgent))! };
      }),

    signIn: (userId, attempt, now, userAgent) =>
      transaction(pool, async (q) => {
        await throttle.resetIn(q, LOGIN_RULE, attempt);
        return openSessionIn(q, userId, now, userAgent);
      }),

    requestReset: async (email, sender, now, mail) => {
      const outcome = await transaction(pool, async (q) => {
        const checks = resetChecks(email, sender);
        let blocked = 0;
        for (const [rule, parts] of checks) {
          blocked = Math.max(blocked, await throttle.blockedForIn(q, rule, parts, now));
        }
        if (blocked) return { throttled: 'reset', wait: blocked } satisfies Throttled;
        const mailWait = await throttle.spendMailIn(q, sender, now);
        if (mailWait) return { throttled: 'mail', wait: mailWait } satisfies Throttled;
        for (const [rule, parts] of checks) await throttle.recordIn(q, rule, parts, now);
        const user = await findByEmailIn(q, email);
        if (!user) return undefined;
        const token = await createResetIn(q, user.id, now);
        await enqueueMail(q, 'password_reset', mail(user, token), now);
        return 'queued' as const;
      });
      if (outcome !== 'queued') return outcome;
      outbox.kick();
      return undefined;
    },

    completeReset: (token, passwordHash, now) =>
      transaction(pool, async (q) => {
        const user = await completeResetIn(q, token, passwordHash, now);
        if (!user) return false;
        await throttle.resetAllIn(q, LOGIN_RULE, normaliseEmail(user.email));
        return true;
      }),
  };
}
