/**
 * Signing up, signing in and password resets on PostgreSQL: the flows of auth-store.ts awaited in
 * a transaction, with the throttle's keys it reads locked (advisory, until the commit), so
 * parallel registrations from one address cannot all pass its last free one, nor parallel reset
 * requests an e-mail's last reset mail; the reset mail is queued on the transaction's client and
 * the sender kicked after the commit.
 */
import type pg from 'pg';
import type { MailOutbox } from '../../services/mail-outbox';
import { pgDb } from '../../stores/flow';
import { enqueueMail } from '../../stores/mail-queue.pg';
import { portOf, type Port } from '../../stores/port';
import type { PgThrottle } from '../../stores/throttle.pg';
import { authStoreOf, type createAuthStore } from './auth-store';

export const createPgAuthStore = (
  pool: pg.Pool,
  throttle: PgThrottle,
  outbox: Pick<MailOutbox, 'kick'>,
): Port<ReturnType<typeof createAuthStore>> =>
  portOf(
    authStoreOf(
      pgDb(pool),
      (q) => ({
        blockedFor: throttle.blockedForIn.bind(null, q),
        record: throttle.recordIn.bind(null, q),
        reset: throttle.resetIn.bind(null, q),
        resetAll: throttle.resetAllIn.bind(null, q),
        spendMail: throttle.spendMailIn.bind(null, q),
        enqueue: enqueueMail.bind(null, q),
      }),
      outbox.kick,
    ),
  );
