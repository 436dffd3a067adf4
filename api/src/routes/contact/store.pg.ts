/**
 * The contact form's messages on PostgreSQL (store.ts is the SQLite twin): the sender's mail
 * allowance spent and the message queued in one transaction.
 */
import type pg from 'pg';
import type { MailOutbox } from '../../services/mail-outbox';
import { enqueueMail } from '../../stores/mail-queue.pg';
import type { Port } from '../../stores/port';
import { transaction } from '../../stores/pg/sql';
import type { PgThrottle } from '../../stores/throttle.pg';
import type { createContactStore } from './store';

export function createPgContactStore(
  pool: pg.Pool,
  throttle: PgThrottle,
  outbox: Pick<MailOutbox, 'kick'>,
): Port<ReturnType<typeof createContactStore>> {
  return {
    send: async (sender, message, now) => {
      const wait = await transaction(pool, async (q) => {
        const refused = await throttle.spendMailIn(q, sender, now);
        if (!refused) await enqueueMail(q, 'contact_message', message, now);
        return refused;
      });
      if (!wait) outbox.kick();
      return wait;
    },
  };
}
