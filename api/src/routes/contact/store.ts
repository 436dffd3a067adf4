/**
 * The contact form's messages: each spends the sender's mail allowance and is queued in the mail
 * outbox in the same transaction, so a refused message queues nothing and a queued one is counted.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { MailMessage } from '../../services/mail';
import type { MailOutbox } from '../../services/mail-outbox';
import type { MailSender, Throttle } from '../../stores/throttle';

export function createContactStore(
  sqlite: BetterSqlite3.Database,
  throttle: Throttle,
  outbox: Pick<MailOutbox, 'enqueue'>,
) {
  return {
    /** Queues the message, or refuses it: the milliseconds until it may be tried again, 0 when sent */
    send: sqlite.transaction((sender: MailSender, message: MailMessage, now: number): number => {
      const wait = throttle.spendMail(sender, now);
      if (!wait) outbox.enqueue('contact_message', message);
      return wait;
    }),
  };
}
