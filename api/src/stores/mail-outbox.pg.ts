/**
 * The mail outbox on PostgreSQL: the sender's port (mail-outbox.ts is the SQLite twin and holds
 * the rules). Mails are queued by the stores themselves, with enqueueMail (mail-queue.pg.ts).
 */
import type pg from 'pg';
import type { Port } from './port';
import type { MailSenderStore } from './mail-outbox';
import { unported } from './pg/context';

export function pgMailOutbox(_pool: pg.Pool): { queue: null; store: Port<MailSenderStore> } {
  return { queue: null, store: unported<Port<MailSenderStore>>('mailSender') };
}
